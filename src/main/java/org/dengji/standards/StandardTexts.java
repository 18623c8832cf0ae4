package org.dengji.standards;

import io.quarkus.qute.TemplateExtension;
import org.dengji.standards.core.Criterion;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.LintFinding;
import org.dengji.standards.core.Progress;
import org.dengji.standards.core.SetAsideReason;
import org.dengji.standards.core.Title;

/**
 * The core's own bilingual texts in templates: {@code {title.text(inject:ui.zh)}}. The core renders
 * itself in both languages, so the pages never translate its terms a second time.
 */
@TemplateExtension
final class StandardTexts {

    private StandardTexts() {
    }

    static String text(Title title, boolean zh) {
        return zh ? title.zh() : title.en();
    }

    static String text(EventCategory category, boolean zh) {
        return zh ? category.zh() : category.en();
    }

    static String text(EventLevel level, boolean zh) {
        return zh ? level.zh() : level.en();
    }

    static String text(FideTitle title, boolean zh) {
        return zh ? title.zh() : title.en();
    }

    static String text(Criterion criterion, boolean zh) {
        return zh ? criterion.zh() : criterion.en();
    }

    static String text(Progress progress, boolean zh) {
        return zh ? progress.zh() : progress.en();
    }

    static String text(SetAsideReason reason, boolean zh) {
        return zh ? reason.zh() : reason.en();
    }

    static String text(LintFinding finding, boolean zh) {
        return zh ? finding.zh() : finding.en();
    }

    /** A row's text in the reader's language, with the other language for reference. */
    static String text(ClauseEntity clause, boolean zh) {
        return zh ? clause.textZh : clause.textEn;
    }

    static String otherText(ClauseEntity clause, boolean zh) {
        return zh ? clause.textEn : clause.textZh;
    }

    static String interpretation(ClauseEntity clause, boolean zh) {
        return zh ? clause.interpretationZh : clause.interpretationEn;
    }

    static String text(RuleEntity rule, boolean zh) {
        return zh ? rule.textZh : rule.textEn;
    }

    static String text(AuthorityEntity authority, boolean zh) {
        return zh ? authority.textZh : authority.textEn;
    }
}
