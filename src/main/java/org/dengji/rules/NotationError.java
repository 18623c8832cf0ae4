package org.dengji.rules;

import java.util.List;

/**
 * Why a move token could not be read or played. Each record has a stable {@link #code()} and a
 * {@link #message()} that quotes the token. Syntax errors come from {@link San#parse(String)};
 * the others from {@link San#resolve(Position)} (except NULL_MOVE and KING_PROMOTION, which are
 * already visible in the text).
 */
public sealed interface NotationError {

    /** Stable code, for example {@code ILLEGAL_MOVE}. */
    String code();

    String message();

    /** The token as given. */
    String token();

    /** Not a move in any accepted notation. */
    record BadSyntax(String token, String reason) implements NotationError {
        public String code() {
            return "NOTATION_SYNTAX";
        }

        public String message() {
            return "cannot read '" + Excerpt.of(token) + "' as a move: " + reason;
        }
    }

    /** Well-formed, but no legal move matches. */
    record IllegalMove(String token, String fen) implements NotationError {
        public String code() {
            return "ILLEGAL_MOVE";
        }

        public String message() {
            return "'" + Excerpt.of(token) + "' is not a legal move in " + fen;
        }
    }

    /** More than one legal move matches; {@code candidates} are their standard SAN. */
    record AmbiguousMove(String token, List<String> candidates) implements NotationError {
        public AmbiguousMove {
            candidates = List.copyOf(candidates);
        }

        public String code() {
            return "AMBIGUOUS_MOVE";
        }

        public String message() {
            return "'" + Excerpt.of(token) + "' is ambiguous: it could be " + String.join(" or ", candidates);
        }
    }

    /** A pawn reaches the last rank but no piece is named (Laws 3.7.5 requires a choice; we never guess). */
    record MissingPromotion(String token) implements NotationError {
        public String code() {
            return "MISSING_PROMOTION";
        }

        public String message() {
            return "'" + Excerpt.of(token) + "' reaches the last rank without naming the promotion piece";
        }
    }

    /** Promotion to a king (or pawn), which Laws 3.7.5 does not allow. */
    record KingPromotion(String token) implements NotationError {
        public String code() {
            return "KING_PROMOTION";
        }

        public String message() {
            return "'" + Excerpt.of(token) + "' promotes to a king; only Q, R, B or N are allowed";
        }
    }

    /** A null move ({@code --}, {@code Z0}, {@code 0000}): a placeholder, never a move of chess. */
    record NullMove(String token) implements NotationError {
        public String code() {
            return "NULL_MOVE";
        }

        public String message() {
            return "'" + Excerpt.of(token) + "' is a null move, which is not a move of chess";
        }
    }

    /** A promotion piece named for a move that does not reach the last rank with a pawn. */
    record UnexpectedPromotion(String token) implements NotationError {
        public String code() {
            return "UNEXPECTED_PROMOTION";
        }

        public String message() {
            return "'" + Excerpt.of(token) + "' names a promotion piece but is not a pawn reaching the last rank";
        }
    }
}
