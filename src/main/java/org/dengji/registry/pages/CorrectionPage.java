package org.dengji.registry.pages;

import java.time.LocalDate;
import java.util.List;
import org.dengji.common.FormError;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Gender;

/**
 * The registrar's page of one player: the registered data (the birth date included: only registrars
 * whose subtree holds the player reach it), the events played, and the correction form with what
 * was wrong in it, field by field.
 *
 * @param notice {@code SAVED} or {@code UNCHANGED} after a correction; null otherwise
 */
public record CorrectionPage(Player player, List<PlayedEvent> events, CorrectionForm form, List<FormError> errors,
        List<RegistrarPages.Option> units, String notice) {

    /** An event the player played, linked to the registrar's own page of it where they keep it, else the public one. */
    public record PlayedEvent(String href, String name, LocalDate endDate, String rank, EventStatus status) {
    }

    /** The notices a page address may ask for; anything else shows none. */
    static String notice(String asked) {
        return "SAVED".equals(asked) || "UNCHANGED".equals(asked) ? asked : null;
    }

    public List<Gender> sexes() {
        return List.of(Gender.values());
    }

    /** The errors of one field, shown beside it. */
    public List<FormError> errorsOf(String field) {
        return errors.stream().filter(e -> field.equals(e.field())).toList();
    }
}
