package org.dengji.rules;

import org.dengji.rules.FenError.Field;

/**
 * Forsyth-Edwards Notation (PGN standard, section 16.1). Parsing is syntactic only and gives an
 * unchecked {@link Setup}; whether the setup is a playable position is {@link Position#of(Setup)}'s
 * question.
 *
 * <p>Accepted: the six standard fields separated by single or repeated spaces; the two clock fields
 * may be left out (EPD style, they default to 0 and 1); the word {@code startpos}. Castling rights
 * are the standard {@code KQkq} letters only (no Chess960 file letters: this engine plays standard
 * chess).
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
        if (text == null) {
            return Result.err(FenError.of(Field.FIELDS, "no FEN given"));
        }
        String trimmed = text.trim();
        if (trimmed.equals("startpos")) {
            return Result.ok(Setup.standard());
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
        return parseRest(board.value(), fields);
    }

    private static Result<Setup, FenError> parseRest(Board board, String[] fields) {
        Color turn = switch (fields[1]) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            default -> null;
        };
        if (turn == null) {
            return Result.err(FenError.of(Field.TURN, "side to move must be 'w' or 'b', found '" + fields[1] + "'"));
        }
        long castling = parseCastling(fields[2]);
        if (castling == -1L) {
            return Result.err(FenError.of(Field.CASTLING, "castling must be '-' or a subset of 'KQkq' in that order, found '"
                    + fields[2] + "'"));
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
        return Result.ok(new Setup(board, turn, castling, ep, halfmove, fullmove));
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
        sb.append(renderCastling(setup.castlingRights())).append(' ');
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
