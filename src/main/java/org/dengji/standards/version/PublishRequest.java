package org.dengji.standards.version;

import jakarta.validation.constraints.NotNull;
import java.time.LocalDate;

/** Publishing a draft: the day it takes effect (today or later). */
public record PublishRequest(@NotNull LocalDate effectiveFrom) {
}
