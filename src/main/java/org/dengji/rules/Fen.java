package org.dengji.rules;

import org.dengji.rules.FenError.Field;

/**
 * Forsyth-Edwards Notation (PGN standard, section 16.1). Parsing is syntactic only and gives an
 * unchecked {@link Setup}; whether the setup is a playable position is {@link Position#of(Setup)}'s
 * question.
 *
 * <p>Accepted: the six standard fields separated by single or repeated spaces; the two clock fields
 * may be left out (EPD style, they default to 0 and 1); the word {@code startpos}. Castling rights
 * are the standard {@code KQkq} letters in {@link #parse(String)}; {@link #parseChess960(String)}
 * also reads X-FEN and Shredder-FEN rook files.
 */
public final class Fen {
    public static final String STARTING = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    /**
     * Reads a FEN.
     *
     * @return the setup, or a {@link FenError} whose field is FIELDS (wrong count), BOARD, TURN,
     *     CASTLING, EP or CLOCK
     */
    public static Result<Setup, FenError> parse(String text) {
        return parse(text, false);
    }

    /**
     * Reads a FEN of a Chess960 game. The castling field may be X-FEN ({@code KQkq} for the
     * outermost rook on that side of the king, a file letter for another one) or Shredder-FEN
     * (file letters only, {@code HAha}), in any order; {@code startpos} is position 518, the
     * standard array.
     *
     * @return the setup (with {@link Setup#chess960()} set), or a {@link FenError} as {@link #parse(String)}
     */
    public static Result<Setup, FenError> parseChess960(String text) {
        return parse(text, true);
    }

    private static Result<Setup, FenError> parse(String text, boolean chess960) {
        if (text == null) {
            return Result.err(FenError.of(Field.FIELDS, "no FEN given"));
        }
        String trimmed = text.trim();
        if (trimmed.equals("startpos")) {
            Setup standard = Setup.standard();
            return Result.ok(chess960 ? withChess960(standard) : standard);
        }
        String[] fields = trimmed.isEmpty() ? new String[0] : trimmed.split(" +");
        if (fields.length != 4 && fields.length != 6) {
            return Result.err(FenError.of(Field.FIELDS,
                    "a FEN has 6 fields (or 4 without clocks), found " + fields.length));
        }
        Result<Board, FenError> board = parseBoard(fields[0]);
        if (!board.isOk()) {
            return Result.err(board.error());
        }
        return parseRest(board.value(), fields, chess960);
    }

    private static Setup withChess960(Setup s) {
        return new Setup(s.board(), s.turn(), s.castlingRights(), s.epSquare(), s.halfmoveClock(), s.fullmoveNumber(),
                true);
    }

    private static Result<Setup, FenError> parseRest(Board board, String[] fields, boolean chess960) {
        Color turn = switch (fields[1]) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            default -> null;
        };
        if (turn == null) {
            return Result.err(FenError.of(Field.TURN, "side to move must be 'w' or 'b', found '" + fields[1] + "'"));
        }
        long castling = chess960 ? parseCastling960(fields[2], board) : parseCastling(fields[2]);
        if (castling == -1L) {
            return Result.err(FenError.of(Field.CASTLING, (chess960
                    ? "castling must be '-' or letters KQkq or rook files A-H a-h, each rook once, with the king and"
                            + " that rook on the back rank"
                    : "castling must be '-' or a subset of 'KQkq' in that order") + ", found '"
                    + Excerpt.of(fields[2]) + "'"));
        }
        int ep = fields[3].equals("-") ? Square.NONE : Square.parse(fields[3]);
        if (ep == Square.NONE && !fields[3].equals("-")) {
            return Result.err(FenError.of(Field.EP, "en-passant square must be '-' or a square, found '" + fields[3] + "'"));
        }
        int halfmove = fields.length == 6 ? parseClock(fields[4], 0) : 0;
        int fullmove = fields.length == 6 ? parseClock(fields[5], 1) : 1;
        if (halfmove < 0 || fullmove < 0) {
            return Result.err(FenError.of(Field.CLOCK, "bad clocks '" + fields[4] + " " + fields[5]
                    + "': halfmove clock >= 0, fullmove number >= 1"));
        }
        return Result.ok(new Setup(board, turn, castling, ep, halfmove, fullmove, chess960));
    }

    private static Result<Board, FenError> parseBoard(String text) {
        String[] ranks = text.split("/", -1);
        if (ranks.length != 8) {
            return Result.err(FenError.of(Field.BOARD, "the board has 8 ranks separated by '/', found " + ranks.length));
        }
        Board board = Board.EMPTY;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            boolean lastWasDigit = false;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8' && !lastWasDigit) {
                    file += c - '0';
                    lastWasDigit = true;
                    continue;
                }
                Role role = c == 'p' || c == 'P' || "nbrqkNBRQK".indexOf(c) >= 0 ? Role.fromLetter(c) : null;
                if (role == null || file > 7) {
                    return Result.err(FenError.of(Field.BOARD, "bad rank " + (rank + 1) + " '" + ranks[i] + "'"));
                }
                board = board.with(Square.of(file++, rank), Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, role);
                lastWasDigit = false;
            }
            if (file != 8) {
                return Result.err(FenError.of(Field.BOARD, "rank " + (rank + 1) + " '" + ranks[i] + "' does not have 8 squares"));
            }
        }
        return Result.ok(board);
    }

    /** Bit mask of rook squares, or -1 when malformed. Order KQkq, each at most once. */
    private static long parseCastling(String text) {
        if (text.equals("-")) {
            return 0;
        }
        long mask = 0;
        int last = -1;
        for (char c : text.toCharArray()) {
            int index = "KQkq".indexOf(c);
            if (index <= last) {
                return -1;
            }
            last = index;
            mask |= 1L << new int[] {7, 0, 63, 56}[index];
        }
        return mask;
    }

    /**
     * Chess960 rights as a mask of rook squares, or -1 when malformed. K (Q) is the outermost rook
     * of that colour on the king's h-side (a-side) of its back rank; a file letter names the rook
     * on that file of the back rank, upper case for White.
     */
    private static long parseCastling960(String text, Board board) {
        if (text.equals("-")) {
            return 0;
        }
        long mask = 0;
        for (char c : text.toCharArray()) {
            Color color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
            char lower = Character.toLowerCase(c);
            int square = lower == 'k' || lower == 'q' ? outermostRook(board, color, lower == 'k')
                    : lower >= 'a' && lower <= 'h' ? (lower - 'a') + (color == Color.WHITE ? 0 : 56) : -1;
            if (square < 0 || (mask & (1L << square)) != 0) {
                return -1;
            }
            mask |= 1L << square;
        }
        return mask;
    }

    /** The rook of {@code color} farthest from its king on one side of the back rank, or -1. */
    private static int outermostRook(Board board, Color color, boolean kingSide) {
        int base = color == Color.WHITE ? 0 : 56;
        int king = -1;
        for (int file = 0; file < 8; file++) {
            if (board.roleAt(base + file) == Role.KING && board.colorAt(base + file) == color) {
                king = file;
            }
        }
        if (king < 0) {
            return -1;
        }
        for (int i = 0; i < 8; i++) {
            int file = kingSide ? 7 - i : i;
            if (kingSide ? file <= king : file >= king) {
                return -1;
            }
            if (board.roleAt(base + file) == Role.ROOK && board.colorAt(base + file) == color) {
                return base + file;
            }
        }
        return -1;
    }

    private static int parseClock(String text, int min) {
        if (text.isEmpty() || text.length() > 6 || !text.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        int value = Integer.parseInt(text);
        return value >= min ? value : -1;
    }

    /** The FEN of a position. */
    public static String render(Position position) {
        return render(position.setup());
    }

    /** The FEN of a setup; {@code parse(render(s))} gives {@code s} back. */
    public static String render(Setup setup) {
        StringBuilder sb = new StringBuilder(90);
        renderBoard(setup.board(), sb);
        sb.append(' ').append(setup.turn().fenChar()).append(' ');
        sb.append(setup.chess960() ? renderCastling960(setup) : renderCastling(setup.castlingRights())).append(' ');
        sb.append(setup.epSquare() == Square.NONE ? "-" : Square.name(setup.epSquare()));
        return sb.append(' ').append(setup.halfmoveClock()).append(' ').append(setup.fullmoveNumber()).toString();
    }

    private static void renderBoard(Board board, StringBuilder sb) {
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int sq = Square.of(file, rank);
                Role role = board.roleAt(sq);
                if (role == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                char c = role.letter();
                sb.append(board.colorAt(sq) == Color.WHITE ? c : Character.toLowerCase(c));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
    }

    /** X-FEN: K/Q where the right is the outermost rook on its side, else the rook's file letter. */
    private static String renderCastling960(Setup setup) {
        StringBuilder sb = new StringBuilder(4);
        for (Color color : Color.values()) {
            int base = color == Color.WHITE ? 0 : 56;
            for (int i = 0; i < 8; i++) {
                int square = base + 7 - i; // h-side first, as KQ
                if ((setup.castlingRights() & (1L << square)) == 0) {
                    continue;
                }
                boolean kingSide = outermostRook(setup.board(), color, true) == square;
                boolean queenSide = outermostRook(setup.board(), color, false) == square;
                char letter = kingSide ? 'K' : queenSide ? 'Q' : (char) ('A' + square - base);
                sb.append(color == Color.WHITE ? letter : Character.toLowerCase(letter));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static String renderCastling(long rights) {
        StringBuilder sb = new StringBuilder(4);
        int[] squares = {7, 0, 63, 56};
        for (int i = 0; i < 4; i++) {
            if ((rights & (1L << squares[i])) != 0) {
                sb.append("KQkq".charAt(i));
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
