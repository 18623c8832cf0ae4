package org.dengji.registry.event;

/** The kind of file an event's standings came from, or a file imported into it later. */
public enum SourceFormat {
    TRF,
    CSV,
    PGN
}
