package org.dengji.web;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.dengji.common.DengjiConfig;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;

/**
 * Writes a moment for people, in the federation's zone ({@code dengji.time-zone}) and the page's
 * language: {@code 2026-12-01 22:06} in Chinese, {@code 1 Dec 2026, 22:06} in English. An instant as
 * stored ({@code 2026-12-01T14:06:00Z}) means little to a reader in China, eight hours ahead of it.
 * Templates reach it as {@code {inject:zoneTime.of(entry.at)}}.
 */
@Named("zoneTime")
@ApplicationScoped
public class ZoneTimes {

    private static final DateTimeFormatter ZH = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm", Locale.ROOT);
    private static final DateTimeFormatter EN = DateTimeFormatter.ofPattern("d MMM uuuu, HH:mm", Locale.ENGLISH);

    private final ZoneId zone;
    private final PageLanguage ui;

    public ZoneTimes(DengjiConfig config, PageLanguage ui) {
        this.zone = config.timeZone();
        this.ui = ui;
    }

    /** An {@link Instant}, {@link OffsetDateTime} or {@link ZonedDateTime} in the zone; empty for null. */
    public String of(Object moment) {
        Instant at;
        if (moment == null) {
            return "";
        } else if (moment instanceof Instant instant) {
            at = instant;
        } else if (moment instanceof OffsetDateTime offset) {
            at = offset.toInstant();
        } else if (moment instanceof ZonedDateTime zoned) {
            at = zoned.toInstant();
        } else {
            throw new IllegalArgumentException("not a moment: " + moment.getClass().getSimpleName());
        }
        return format(at, zone, ui.language());
    }

    /** {@code at} as people in {@code zone} read it, in {@code language}. */
    public static String format(Instant at, ZoneId zone, Language language) {
        return (language == Language.ZH ? ZH : EN).format(at.atZone(zone));
    }
}
