package org.dengji.registry.event;

/**
 * Fired, inside the publishing transaction, when an event becomes public: features computed from the
 * published results (the rating report) observe it, so the registry need not know them.
 */
public record EventPublished(long eventId) {
}
