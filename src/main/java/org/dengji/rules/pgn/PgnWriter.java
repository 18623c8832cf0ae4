package org.dengji.rules.pgn;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dengji.rules.Color;
import org.dengji.rules.Move;
import org.dengji.rules.Position;
import org.dengji.rules.San;

/**
  * Renders a game in PGN export format (PGN standard 8): the seven-tag roster first and in its
  * order (missing ones as "?"), the other tags after it sorted by name, SetUp/FEN when the game
  * does not start from the standard position, then the movetext in SAN (CORE's {@code
  * San.render}) with move numbers, single spaces, lines of at most 79 characters, and the
  * termination marker, and the empty line that separates games. Comments and variations are not
  * written.
  */
public final class PgnWriter {
    /** Export lines fit in 80 columns: at most 79 characters, then the line end. */
    static final int MAX_LINE = 79;
    private static final List<String> ROSTER =
            List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private PgnWriter() {}

    public static String render(List<Tag> tags, Position start, List<Move> moves, GameResult result) {
        StringBuilder out = new StringBuilder(256 + moves.size() * 8);
        for (Map.Entry<String, String> tag : orderedTags(tags, start, result).entrySet()) {
            out.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue()))
                    .append("\"]\n");
        }
        out.append('\n');
        wrap(movetext(start, moves, result), out);
        return out.append('\n').toString();
    }

    private static Map<String, String> orderedTags(List<Tag> tags, Position start, GameResult result) {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : ROSTER) {
            ordered.put(name, name.equals("Date") ? "????.??.??" : "?");
        }
        List<Tag> others = new ArrayList<>();
        for (Tag tag : tags) {
            if (ordered.containsKey(tag.name())) {
                ordered.put(tag.name(), tag.value());
            } else if (!tag.name().equals("SetUp") && !tag.name().equals("FEN")) {
                others.add(tag);
            }
        }
        ordered.put("Result", result.marker());
        others.sort(Comparator.comparing(Tag::name));
        others.forEach(t -> ordered.putIfAbsent(t.name(), t.value()));
        String fen = start.fen();
        if (!fen.equals(Position.startpos().fen())) {
            ordered.put("SetUp", "1");
            ordered.put("FEN", fen);
        }
        return ordered;
    }

    private static List<String> movetext(Position start, List<Move> moves, GameResult result) {
        List<String> tokens = new ArrayList<>(moves.size() * 3 / 2 + 2);
        Position position = start;
        for (int i = 0; i < moves.size(); i++) {
            if (position.turn() == Color.WHITE) {
                tokens.add(position.fullmoveNumber() + ".");
            } else if (i == 0) {
                tokens.add(position.fullmoveNumber() + "...");
            }
            Move move = moves.get(i);
            tokens.add(San.render(position, move));
            position = position.play(move);
        }
        tokens.add(result.marker());
        return tokens;
    }

    private static void wrap(List<String> tokens, StringBuilder out) {
        int lineLength = 0;
        for (String token : tokens) {
            if (lineLength > 0 && lineLength + 1 + token.length() > MAX_LINE) {
                out.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                out.append(' ');
                lineLength++;
            }
            out.append(token);
            lineLength += token.length();
        }
        out.append('\n');
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
