package org.dengji.rules.pgn;

import java.io.IOException;

/** The bytes are in no encoding the reader knows, or not text at all: one error for the whole file. */
public final class PgnEncodingException extends IOException {
    private static final long serialVersionUID = 1L;

    PgnEncodingException(String message) {
        super(message);
    }
}
