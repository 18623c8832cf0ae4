package org.dengji.rules;

import java.util.Set;
import org.dengji.rules.San.Kind;

/**
 * The grammar of move tokens, read right to left (suffixes first, then the destination, then the
 * prefix that says who moves). Accepted:
 * <ul>
 *   <li>SAN: {@code e4 exd5 Nf3 Nbd7 R1e2 Qh4xe1 e8=Q}; a capture mark may be left out
 *       ({@code ed5}, {@code Nf3} capturing), a wrong one ({@code x} onto an empty square) is illegal;
 *   <li>long algebraic: {@code Ng1-f3 Bb5xc6 e2-e4 e2xd3};
 *   <li>UCI / coordinates: {@code e2e4 e7e8q g1f3 e1g1} (any piece on the from square);
 *   <li>lower-case piece letters {@code ng1-f3 rd3 rad3 qh5 ke2}, and {@code b} for a bishop when the
 *       pawn reading fails (see {@link San});
 *   <li>castling {@code O-O O-O-O 0-0 0-0-0 o-o o-o-o};
 *   <li>promotion {@code e8=Q e8Q e8(Q) e8=q e7e8q};
 *   <li>suffixes: check {@code +} or mate {@code #}, then a glyph {@code ! ? !! ?? !? ?!}.
 * </ul>
 * Refused: null moves ({@code --}, {@code Z0}, {@code 0000}), promotion to a king or a pawn, piece
 * moves with a promotion, anything else.
 */
final class SanParser {
    private static final Set<String> GLYPHS = Set.of("!", "?", "!!", "??", "!?", "?!");
    private static final Set<String> NULL_MOVES = Set.of("--", "Z0", "0000");

    private SanParser() {
    }

    static Result<San, NotationError> parse(String token) {
        if (token == null || token.isEmpty()) {
            return syntax(token == null ? "" : token, "empty");
        }
        String core = token;
        int glyphStart = core.length();
        while (glyphStart > 0 && "!?".indexOf(core.charAt(glyphStart - 1)) >= 0) {
            glyphStart--;
        }
        String annotation = core.substring(glyphStart);
        if (!annotation.isEmpty() && !GLYPHS.contains(annotation)) {
            return syntax(token, "unknown annotation '" + Excerpt.of(annotation) + "'");
        }
        core = core.substring(0, glyphStart);
        CheckMark check = CheckMark.NONE;
        if (core.endsWith("+") || core.endsWith("#")) {
            check = core.endsWith("+") ? CheckMark.CHECK : CheckMark.MATE;
            core = core.substring(0, core.length() - 1);
        }
        if (NULL_MOVES.contains(core)) {
            return Result.err(new NotationError.NullMove(token));
        }
        Kind castling = castling(core);
        if (castling != null) {
            return Result.ok(new San(token, castling, Role.KING, -1, -1, false, -1, null, check, annotation, null));
        }
        return parseNormal(token, core, check, annotation);
    }

    /** {@code O-O}, {@code O-O-O} in one of the three letters, read in place: this runs for every move. */
    private static Kind castling(String core) {
        int length = core.length();
        if (length != 3 && length != 5) {
            return null;
        }
        char o = core.charAt(0);
        if (o != 'O' && o != '0' && o != 'o') {
            return null;
        }
        for (int i = 1; i < length; i += 2) {
            if (core.charAt(i) != '-' || core.charAt(i + 1) != o) {
                return null;
            }
        }
        return length == 3 ? Kind.CASTLE_SHORT : Kind.CASTLE_LONG;
    }

    private static Result<San, NotationError> parseNormal(String token, String core, CheckMark check,
            String annotation) {
        int promotionLength = promotionLength(core);
        Role promotion = null;
        if (promotionLength > 0) {
            char letter = core.charAt(core.length() - (promotionLength == 3 ? 2 : 1));
            promotion = Role.fromLetter(letter);
            if (promotion == Role.KING) {
                return Result.err(new NotationError.KingPromotion(token));
            }
            if (promotion == null || promotion == Role.PAWN) {
                return syntax(token, "'" + letter + "' is not a promotion piece (Q, R, B or N)");
            }
            core = core.substring(0, core.length() - promotionLength);
        }
        int n = core.length();
        int to = n >= 2 ? Square.parse(core.substring(n - 2)) : Square.NONE;
        if (to == Square.NONE) {
            return syntax(token, "no destination square");
        }
        String prefix = core.substring(0, n - 2);
        boolean capture = prefix.endsWith("x") || prefix.endsWith(":");
        if (capture || prefix.endsWith("-")) {
            prefix = prefix.substring(0, prefix.length() - 1);
        }
        return parsePrefix(token, prefix, new Tail(capture, to, promotion, check, annotation));
    }

    /** Characters taken by a promotion suffix: 2 for "=Q", 3 for "(Q)", 1 for "Q" after a rank, 0. */
    private static int promotionLength(String core) {
        int n = core.length();
        if (n >= 5 && core.charAt(n - 1) == ')' && core.charAt(n - 3) == '(') {
            return 3;
        }
        if (n >= 4 && core.charAt(n - 2) == '=') {
            return 2;
        }
        boolean letterAfterRank = n >= 3 && Character.isLetter(core.charAt(n - 1))
                && core.charAt(n - 2) >= '1' && core.charAt(n - 2) <= '8';
        return letterAfterRank ? 1 : 0;
    }

    /** What comes after the prefix: shared by every reading of the prefix. */
    private record Tail(boolean capture, int to, Role promotion, CheckMark check, String annotation) {
    }

    private static Result<San, NotationError> parsePrefix(String token, String prefix, Tail tail) {
        if (prefix.isEmpty()) {
            return tail.capture ? syntax(token, "a capture needs the capturing piece or file")
                    : reading(token, Role.PAWN, Square.file(tail.to), -1, tail, null); // a push stays on its file
        }
        char first = prefix.charAt(0);
        if ("KQRBN".indexOf(first) >= 0 || "kqrn".indexOf(first) >= 0) {
            return piece(token, Role.fromLetter(first), prefix.substring(1), tail);
        }
        int file = first - 'a';
        if (file < 0 || file > 7) {
            return syntax(token, "'" + first + "' is neither a piece letter nor a file");
        }
        if (prefix.length() == 1) {
            San bishop = first == 'b' ? bishopReading(token, "", tail) : null;
            return reading(token, Role.PAWN, file, -1, tail, bishop);
        }
        int from = Square.parse(prefix);
        if (from != Square.NONE) {
            San bishop = first == 'b' ? bishopReading(token, prefix.substring(1), tail) : null;
            return reading(token, null, file, Square.rank(from), tail, bishop);
        }
        if (first == 'b') {
            return piece(token, Role.BISHOP, prefix.substring(1), tail);
        }
        return syntax(token, "cannot read '" + Excerpt.of(prefix) + "' before the destination");
    }

    private static San bishopReading(String token, String disambiguation, Tail tail) {
        Result<San, NotationError> bishop = piece(token, Role.BISHOP, disambiguation, tail);
        return bishop.isOk() ? bishop.value() : null;
    }

    /** A piece letter followed by an optional file and rank of departure. */
    private static Result<San, NotationError> piece(String token, Role role, String from, Tail tail) {
        if (tail.promotion != null) {
            return Result.err(new NotationError.UnexpectedPromotion(token));
        }
        int file = -1;
        int rank = -1;
        int i = 0;
        if (i < from.length() && from.charAt(i) >= 'a' && from.charAt(i) <= 'h') {
            file = from.charAt(i++) - 'a';
        }
        if (i < from.length() && from.charAt(i) >= '1' && from.charAt(i) <= '8') {
            rank = from.charAt(i++) - '1';
        }
        if (i != from.length()) {
            return syntax(token, "cannot read '" + Excerpt.of(from) + "' as a square of departure");
        }
        return reading(token, role, file, rank, tail, null);
    }

    private static Result<San, NotationError> reading(String token, Role role, int file, int rank, Tail tail,
            San alternative) {
        return Result.ok(new San(token, Kind.NORMAL, role, file, rank, tail.capture, tail.to, tail.promotion,
                tail.check, tail.annotation, alternative));
    }

    private static Result<San, NotationError> syntax(String token, String reason) {
        return Result.err(new NotationError.BadSyntax(token, reason));
    }
}
