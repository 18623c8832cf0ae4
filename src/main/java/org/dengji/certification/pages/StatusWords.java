package org.dengji.certification.pages;

import io.quarkus.qute.TemplateExtension;
import java.util.Arrays;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.common.i18n.Language;

/**
 * A status as the audit log stores it ({@code SUBMITTED}), in the reader's words on the history of
 * an application: {@code {step.to.statusWords(inject:ui.language)}}.
 */
@TemplateExtension
final class StatusWords {

    private StatusWords() {
    }

    static String statusWords(String stored, Language language) {
        return Arrays.stream(ApplicationStatus.values()).filter(s -> s.name().equals(stored)).findFirst()
                .map(s -> s.in(language.locale())).orElse(stored);
    }
}
