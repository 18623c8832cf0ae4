package org.dengji.common.change;

/**
 * Data that this instance keeps in memory and that a change stored through any instance can make
 * stale: rendered pages, rows read a moment ago. Every bean of this type is told to forget what it
 * keeps after each change made through this instance, and within a second of a change made through
 * another instance on the same PostgreSQL database ({@link ChangeListener}). A cache joins by
 * implementing this interface; nothing else needs to know it exists.
 */
public interface KeptInMemory {

    /** Forgets what is kept, so that the next use reads afresh. Quick, and safe on any thread. */
    void invalidate();
}
