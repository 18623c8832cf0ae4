package org.dengji.standards.core;

import java.time.LocalDate;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One version of a title standard. The code names the version; a published version never changes:
 * changes go to a draft copy ({@link #draftCopy}), which is revised and then published with an
 * effective date. Every evaluation names the code it used.
 */
public record Standard(
        String code,
        int version,
        String basedOn,
        String nameZh,
        String nameEn,
        Track track,
        StandardStatus status,
        LocalDate effectiveFrom,
        LocalDate effectiveTo,
        Parameters parameters,
        List<Clause> clauses) {

    public Standard {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(track, "track");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(parameters, "parameters");
        clauses = List.copyOf(clauses);
    }

    /** A draft with this version's clauses and parameters, ready to be revised. */
    public Standard draftCopy(String newCode) {
        return new Standard(newCode, version + 1, code, nameZh, nameEn, track, StandardStatus.DRAFT,
                null, null, parameters, clauses);
    }

    /** The draft with new clauses and parameters; a published or retired version refuses. */
    public Standard revise(Parameters newParameters, List<Clause> newClauses) {
        requireDraft("revise");
        return new Standard(code, version, basedOn, nameZh, nameEn, track, status,
                effectiveFrom, effectiveTo, newParameters, newClauses);
    }

    /** The draft, published and in force from {@code from}. */
    public Standard publish(LocalDate from) {
        requireDraft("publish");
        return new Standard(code, version, basedOn, nameZh, nameEn, track, StandardStatus.PUBLISHED,
                Objects.requireNonNull(from, "from"), null, parameters, clauses);
    }

    public boolean inForceOn(LocalDate date) {
        return status == StandardStatus.PUBLISHED
                && effectiveFrom != null && !date.isBefore(effectiveFrom)
                && (effectiveTo == null || date.isBefore(effectiveTo));
    }

    /** The clauses of one title, in the standard's own order. */
    public List<Clause> clausesOf(Title title) {
        return clauses.stream().filter(c -> c.title() == title).toList();
    }

    /** The published version of a track in force on a date; the latest effective one wins. */
    public static Optional<Standard> inForce(Collection<Standard> standards, Track track, LocalDate date) {
        return standards.stream()
                .filter(s -> s.track() == track && s.inForceOn(date))
                .max(Comparator.comparing(Standard::effectiveFrom));
    }

    private void requireDraft(String action) {
        if (status != StandardStatus.DRAFT) {
            throw new PublishedStandardImmutableException(code, status, action);
        }
    }
}
