package org.dengji.rules.game;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.dengji.rules.Excerpt;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.SanToken;
import org.dengji.rules.pgn.Tag;

/**
  * Recognises a game of Chinese chess (xiangqi, 象棋) saved as PGN, so that it is refused as what
  * it is rather than read as chess: its moves would otherwise fail as bytes the lexer does not
  * read or as notation errors. The evidence, in this order (the first found is named):
  * <ul>
  *   <li>a Game tag "Chinese Chess" (xiangqi programs write it first, after the PGN description
  *       of xqbase.com), or a Game or Variant tag "Xiangqi", "象棋", "中国象棋", or a Variant
  *       tag naming a xiangqi game ("xiangqi", "minixiangqi": WinBoard and pychess write them);</li>
  *   <li>a FEN tag describing ten ranks, the xiangqi board (chess has eight);</li>
  *   <li>Red and Black tags naming the players, with no White tag;</li>
  *   <li>a first move in a xiangqi notation, which no chess move resembles: Chinese (炮二平五,
  *       马８进７: a piece, its file, 进 advance, 退 retreat or 平 traverse, a number), WXF (C2.5,
  *       H2+3, in ASCII or full-width letters), ICCS (H2-E2; or h0g2, i0h0, whose squares are
  *       off a chessboard: file i, rank 0 or 9).</li>
  * </ul>
  */
final class Xiangqi {
    /** Game and Variant values that mean xiangqi, in lower case without blanks, '-' or '_'. */
    private static final Set<String> NAMES = Set.of("chinesechess", "xiangqi", "象棋", "中国象棋", "中國象棋", "cchess");
    private static final Pattern WXF = Pattern.compile("[+-]?[KAEBRHNCPkaebrhncp][1-9+-][.=+-][1-9]");
    private static final Pattern ICCS = Pattern.compile("[A-I][0-9]-[A-I][0-9]|[a-i][0-9]-?[a-i][0-9]");
    private static final Pattern ON_CHESSBOARD = Pattern.compile("[a-h][1-8]-?[a-h][1-8]");

    private Xiangqi() {}

    /**
      * The fault that refuses {@code game} as xiangqi, or empty when nothing says it is. One pass
      * over the tags: it runs for every game of every file.
      */
    static Optional<GameFault> recognise(PgnGame game) {
        Tag named = null;
        Tag fen = null;
        Tag red = null;
        boolean white = false;
        for (Tag t : game.tags()) {
            String name = t.name();
            switch (name.isEmpty() ? ' ' : name.charAt(0)) { // most tags start otherwise: one comparison
                case 'G', 'V' -> named = named == null && (name.equals("Game") || name.equals("Variant"))
                        && isXiangqi(t.value()) ? t : named;
                case 'F' -> fen = fen == null && name.equals("FEN") ? t : fen;
                case 'R' -> red = red == null && name.equals("Red") ? t : red;
                case 'W' -> white |= name.equals("White");
                default -> {
                    // not evidence either way
                }
            }
        }
        if (named != null) {
            return fault("tag " + named.name() + " \"" + Excerpt.of(named.value()) + "\"", named);
        }
        if (fen != null && ranks(fen.value()) == 10) {
            return fault("its FEN tag describes a board of ten ranks", fen);
        }
        if (red != null && !white) {
            return fault("its players are named by Red and Black tags", red);
        }
        Optional<SanToken> word = game.firstWord();
        String notation = word.isPresent() ? notationOf(word.get().text()) : null;
        if (notation == null) {
            return Optional.empty();
        }
        return fault("its first move " + Excerpt.of(word.get().text()) + " is in " + notation + " xiangqi notation",
                word.get().line(), word.get().column());
    }

    /** "Chinese", "WXF" or "ICCS" for a move in that notation; null for anything else, every chess move included. */
    static String notationOf(String word) {
        if (word.length() < 4) {
            return null; // e4, d4, Nf3: xiangqi moves have four characters or more
        }
        boolean fullWidth = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c == '进' || c == '進' || c == '退' || c == '平') {
                return "Chinese";
            }
            fullWidth |= c >= 0xff01 && c <= 0xff5e;
        }
        String ascii = fullWidth ? halfWidth(word) : word;
        if (WXF.matcher(ascii).matches()) {
            return "WXF";
        }
        return ICCS.matcher(ascii).matches() && !ON_CHESSBOARD.matcher(ascii).matches() ? "ICCS" : null;
    }

    private static Optional<GameFault> fault(String evidence, Tag tag) {
        return fault(evidence, tag.line(), tag.column());
    }

    private static Optional<GameFault> fault(String evidence, int line, int column) {
        return Optional.of(new GameFault.SetupFault(FaultCode.XIANGQI_NOT_CHESS, evidence,
                "the game is Chinese chess (xiangqi), not chess: " + evidence + "; it was not checked", line, column));
    }

    private static boolean isXiangqi(String value) {
        String name = normalised(value);
        return NAMES.contains(name) || name.contains("xiangqi");
    }

    private static String normalised(String value) {
        return value.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
    }

    /** Ranks of the board of a FEN: its first field's rows, separated by '/'. */
    private static int ranks(String fen) {
        String board = fen.strip();
        int ranks = 1;
        for (int i = 0; i < board.length() && !Character.isWhitespace(board.charAt(i)); i++) {
            ranks += board.charAt(i) == '/' ? 1 : 0;
        }
        return ranks;
    }

    /** Full-width ASCII (Ｃ２＝５, as Chinese input methods type WXF) as ASCII. */
    private static String halfWidth(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            sb.append(c >= 0xff01 && c <= 0xff5e ? (char) (c - 0xfee0) : c);
        }
        return sb.toString();
    }
}
