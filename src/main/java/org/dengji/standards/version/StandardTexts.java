package org.dengji.standards.version;

import io.quarkus.qute.TemplateExtension;
import org.dengji.standards.core.Bilingual;

/**
 * The core's own bilingual texts in templates: {@code {title.text(inject:ui.zh)}}. The core renders
 * itself in both languages, so the pages never translate its terms a second time.
 */
@TemplateExtension
final class StandardTexts {

    private StandardTexts() {
    }

    /** A term or explanation of the standard in the reader's language. */
    static String text(Bilingual value, boolean zh) {
        return value.in(zh);
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
