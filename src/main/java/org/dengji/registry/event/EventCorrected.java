package org.dengji.registry.event;

import java.time.Instant;

/**
 * Fired, inside the correcting transaction, when an event's facts or results are corrected: features
 * that relied on the event as it was (title applications citing its results) observe it and take
 * note, so the registry need not know them and they need not read the audit log.
 *
 * @param reason the correction's reason as the registrar gave it, or null when none was required
 */
public record EventCorrected(long eventId, Instant at, String reason) {
}
