package org.dengji.registry.pgn;

import org.dengji.rules.Color;
import org.dengji.rules.Move;
import org.dengji.rules.Position;
import org.dengji.rules.Role;
import org.dengji.rules.Square;

/**
 * A position drawn as inline SVG, white at the bottom: squares, file and rank labels, pieces as
 * the Unicode chess glyphs (forced to text presentation), the last move's squares tinted. No
 * external assets and no script.
 */
public final class BoardSvg {

    private static final int SQ = 40;
    private static final int MARGIN = 16;
    private static final String WHITE_GLYPHS = "♙♘♗♖♕♔";
    private static final String BLACK_GLYPHS = "♟♞♝♜♛♚";
    private static final String TEXT_PRESENTATION = "\uFE0E";

    private BoardSvg() {
    }

    /**
     * @param last the move that led here, tinted; null for none
     * @param title the accessible name of the drawing
     */
    public static String render(Position position, Move last, String title) {
        int size = 8 * SQ + MARGIN;
        StringBuilder svg = new StringBuilder(8000);
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 ").append(size).append(' ')
                .append(size).append("\" role=\"img\" aria-label=\"").append(escape(title)).append("\">");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                square(svg, position, Square.of(file, rank), last);
            }
        }
        labels(svg);
        return svg.append("</svg>").toString();
    }

    private static void square(StringBuilder svg, Position position, int sq, Move last) {
        int x = MARGIN + Square.file(sq) * SQ;
        int y = (7 - Square.rank(sq)) * SQ;
        boolean light = Square.isLight(sq);
        boolean tinted = last != null && (last.from() == sq || last.to() == sq);
        String fill = tinted ? (light ? "#f5e27a" : "#d6bf4a") : light ? "#f0d9b5" : "#b58863";
        svg.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(SQ)
                .append("\" height=\"").append(SQ).append("\" fill=\"").append(fill).append("\"/>");
        Role role = position.roleAt(sq);
        if (role != null) {
            String glyphs = position.colorAt(sq) == Color.WHITE ? WHITE_GLYPHS : BLACK_GLYPHS;
            svg.append("<text x=\"").append(x + SQ / 2).append("\" y=\"").append(y + SQ - 8)
                    .append("\" text-anchor=\"middle\" font-size=\"34\" font-family=\"'DejaVu Sans','Segoe UI Symbol',"
                            + "'Noto Sans Symbols2',serif\">")
                    .append(glyphs.charAt(role.ordinal())).append(TEXT_PRESENTATION).append("</text>");
        }
    }

    private static void labels(StringBuilder svg) {
        for (int i = 0; i < 8; i++) {
            svg.append("<text x=\"").append(MARGIN + i * SQ + SQ / 2).append("\" y=\"").append(8 * SQ + 13)
                    .append("\" text-anchor=\"middle\" font-size=\"11\" fill=\"#59636e\">").append((char) ('a' + i))
                    .append("</text>");
            svg.append("<text x=\"8\" y=\"").append((7 - i) * SQ + SQ / 2 + 4)
                    .append("\" text-anchor=\"middle\" font-size=\"11\" fill=\"#59636e\">").append(i + 1)
                    .append("</text>");
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }
}
