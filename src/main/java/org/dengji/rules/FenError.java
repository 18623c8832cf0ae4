package org.dengji.rules;

/**
 * Why a FEN text could not be read. The {@link #code()} names the field and is stable.
 *
 * @param field the offending field
 * @param message a human sentence, naming the bad text
 */
public record FenError(Field field, String message) {

    /** The six FEN fields, plus the field count itself. */
    public enum Field {
        FIELDS, BOARD, TURN, CASTLING, EP, CLOCK
    }

    /** Stable code: FEN_FIELDS, FEN_BOARD, FEN_TURN, FEN_CASTLING, FEN_EP, FEN_CLOCK. */
    public String code() {
        return "FEN_" + field.name();
    }

    static FenError of(Field field, String message) {
        return new FenError(field, message);
    }
}
