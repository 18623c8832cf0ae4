package org.dengji.standards.version;

import io.quarkus.qute.TemplateExtension;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.Bilingual;

/**
 * The core's own bilingual texts in templates: {@code {title.text(inject:ui.language)}}. The core renders
 * itself in both languages, so the pages never translate its terms a second time.
 */
@TemplateExtension
final class StandardTexts {

    private StandardTexts() {
    }

    /** A term or explanation of the standard in the reader's language. */
    static String text(Bilingual value, Language language) {
        return value.in(language.locale());
    }

    /** A row's text in the reader's language, with the other language for reference. */
    static String text(ClauseEntity clause, Language language) {
        return language.pick(clause.textZh, clause.textEn);
    }

    static String otherText(ClauseEntity clause, Language language) {
        return language.pick(clause.textEn, clause.textZh);
    }

    static String interpretation(ClauseEntity clause, Language language) {
        return language.pick(clause.interpretationZh, clause.interpretationEn);
    }

    static String text(RuleEntity rule, Language language) {
        return language.pick(rule.textZh, rule.textEn);
    }

    static String text(AuthorityEntity authority, Language language) {
        return language.pick(authority.textZh, authority.textEn);
    }
}
