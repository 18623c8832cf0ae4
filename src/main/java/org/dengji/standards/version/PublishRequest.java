package org.dengji.standards.version;

import jakarta.validation.constraints.NotNull;
import java.time.LocalDate;
import org.dengji.common.PlausibleDate;

/** Publishing a draft: the day it takes effect (today or later). */
public record PublishRequest(@NotNull @PlausibleDate LocalDate effectiveFrom) {
}
