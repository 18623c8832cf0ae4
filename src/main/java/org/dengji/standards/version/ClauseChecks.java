package org.dengji.standards.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.standards.core.Track;

/** What a clause edit must satisfy beyond single fields: the fields its kind needs, and its track. */
final class ClauseChecks {

    private ClauseChecks() {
    }

    /** Refuses with 400 {@code INVALID_CLAUSE}, naming every field that is wrong. */
    static void check(StandardEntity standard, ClauseEntity current, ClauseRequest request) {
        List<Violation> found = new ArrayList<>();
        Track track = standard.track;
        if (request.title().track() != track) {
            found.add(Violation.field("title", "not a title of the " + track + " track"));
        }
        boolean wasAllOf = current.kind == ClauseKind.ALL_OF;
        if (wasAllOf != (request.kind() == ClauseKind.ALL_OF)) {
            found.add(Violation.field("kind", wasAllOf ? "must stay ALL_OF" : "cannot become ALL_OF"));
        }
        if (current.parentKey != null && current.title != request.title()) {
            found.add(Violation.field("title", "a part keeps the title of its clause: " + current.title));
        }
        kindFields(request, found);
        if (!found.isEmpty()) {
            throw Failure.invalid("INVALID_CLAUSE", "The clause has invalid fields.",
                    found.toArray(Violation[]::new));
        }
    }

    private static void kindFields(ClauseRequest r, List<Violation> found) {
        switch (r.kind()) {
            case PLACEMENT -> {
                required(r.category(), "category", found);
                required(r.rankFrom(), "rankFrom", found);
                required(r.rankTo(), "rankTo", found);
                if (r.rankFrom() != null && r.rankTo() != null && r.rankTo() < r.rankFrom()) {
                    found.add(Violation.field("rankTo", "must not be below rankFrom"));
                }
            }
            case NORM -> {
                required(r.normTitle(), "normTitle", found);
                if (r.normTitle() != null && r.normTitle().track() != r.title().track()) {
                    found.add(Violation.field("normTitle", "must be a title of the same track"));
                }
            }
            case FOREIGN_TITLE -> required(r.fideTitle(), "fideTitle", found);
            case SCORE_RATE -> {
                if (r.eventLevels() == null || r.eventLevels().isEmpty() || r.eventLevels().contains(null)) {
                    found.add(Violation.field("eventLevels", "required: at least one level"));
                } else if (Set.copyOf(r.eventLevels()).size() < r.eventLevels().size()) {
                    found.add(Violation.field("eventLevels", "each level at most once"));
                }
                required(r.minRounds(), "minRounds", found);
                required(r.minRate(), "minRate", found);
            }
            case ALL_OF -> {
                // Its parts are rows of their own.
            }
        }
    }

    private static void required(Object value, String field, List<Violation> found) {
        if (value == null) {
            found.add(Violation.field(field, "required for this kind"));
        }
    }
}
