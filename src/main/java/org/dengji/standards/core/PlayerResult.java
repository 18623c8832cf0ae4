package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import java.util.Objects;

/**
 * One result of a player, fields as in the what-if request.
 *
 * @param event any key; equal keys are the same event; null makes the result its own event
 * @param rank null where not known (norm events need none)
 * @param rankDefinite false for shared or unknown places (第二条(二)); the rank is kept for display
 * @param official false for events that are not official at any level (第二条(二))
 * @param endDate null: never outside the window
 * @param points points scored in games actually played
 * @param games games played, forfeits excluded (forfeits are not games): a norm's score rate is
 *     points ÷ games
 * @param rounds the event's number of rounds, so its maximum points: the amateur score rate is
 *     points ÷ rounds, and the amateur minimum rounds are the event's (null where not known)
 * @param normRates the rate the event (a title tournament) prescribes per title
 * @param level the organiser's level for an amateur grading event; null: implied by the category
 */
public record PlayerResult(
        String event,
        EventCategory category,
        Section section,
        Integer rank,
        boolean rankDefinite,
        boolean official,
        LocalDate endDate,
        BigDecimal points,
        Integer games,
        Integer rounds,
        Map<Title, BigDecimal> normRates,
        EventLevel level) {

    public PlayerResult {
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(section, "section");
        normRates = normRates == null ? Map.of() : Map.copyOf(normRates);
    }

    /** The event identity used for "times": the key, or the result's own index when it has none. */
    String eventKey(int index) {
        return event == null ? "#" + index : "=" + event;
    }

    boolean hasDefiniteRank() {
        return rank != null && rankDefinite;
    }

    boolean hasScore() {
        return points != null && games != null && games > 0;
    }

    /** points / games >= rate, exactly (no floating point at the boundary). */
    boolean scoresAtLeast(BigDecimal rate) {
        return hasScore() && points.compareTo(rate.multiply(BigDecimal.valueOf(games))) >= 0;
    }

    boolean hasRounds() {
        return rounds != null && rounds > 0;
    }

    /** points / maximum points (one per round) >= rate, exactly. */
    boolean scoresOfMaximumAtLeast(BigDecimal rate) {
        return points != null && hasRounds() && points.compareTo(rate.multiply(BigDecimal.valueOf(rounds))) >= 0;
    }

    EventLevel effectiveLevel() {
        return level != null ? level : EventLevel.impliedBy(category);
    }
}
