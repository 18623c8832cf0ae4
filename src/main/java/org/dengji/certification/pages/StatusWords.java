package org.dengji.certification.pages;

import io.quarkus.qute.TemplateExtension;
import java.util.Arrays;
import org.dengji.certification.application.ApplicationStatus;

/**
 * A status as the audit log stores it ({@code SUBMITTED}), in the reader's words on the history of
 * an application: {@code {step.to.statusWords(inject:ui.zh)}}.
 */
@TemplateExtension
final class StatusWords {

    private StatusWords() {
    }

    static String statusWords(String stored, boolean zh) {
        return Arrays.stream(ApplicationStatus.values()).filter(s -> s.name().equals(stored)).findFirst()
                .map(s -> s.in(zh)).orElse(stored);
    }
}
