package org.dengji.registry.pages;

import java.util.List;
import org.dengji.common.FormError;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.imports.ImportResponses;
import org.dengji.registry.player.Player;

/**
 * An event at the registrar's desk: its facts as they will be (or are) published, with the number of
 * players and games and the warnings of its file; its crosstable; the players whose sex is unknown;
 * the correction form with what was wrong in it; and the corrections made so far.
 *
 * @param notice {@code PUBLISHED}, {@code LOCKED}, {@code CORRECTED}, {@code IMPORTED} or {@code UNCHANGED} after
 *     that was done; null otherwise
 */
public record EventDesk(Event event, long players, long games, List<ImportResponses.Entry> warnings,
        Crosstable crosstable, ImportReport report, List<Player> sexUnknown, List<EventResult> results,
        ResultCorrectionForm form, List<FormError> errors, List<CorrectionHistory> history, String notice) {

    /** The notices a page address may ask for; anything else shows none. */
    private static final List<String> NOTICES = List.of("PUBLISHED", "LOCKED", "CORRECTED", "IMPORTED", "UNCHANGED");

    static String notice(String asked) {
        return asked != null && NOTICES.contains(asked) ? asked : null;
    }

    public boolean isDraft() {
        return event.status == EventStatus.DRAFT;
    }

    public boolean isPublished() {
        return event.status == EventStatus.PUBLISHED;
    }

    public boolean isLocked() {
        return event.status == EventStatus.LOCKED;
    }

    /** The event's dates as one text: the start, if known, and the end. */
    public String dates() {
        return (event.startDate == null ? "" : event.startDate + " – ") + event.endDate;
    }

    /** The errors of one field, shown beside it. */
    public List<FormError> errorsOf(String field) {
        return errors.stream().filter(e -> field.equals(e.field())).toList();
    }
}
