package org.dengji.certification.pages;

import java.util.List;

/**
 * Titles granted per year and unit as an inline SVG bar chart: one bar per (year, unit), its length
 * the count, labelled in text so that it reads without colour; the page shows the same numbers as a
 * table for screen readers and for copying.
 */
public final class GrantsChart {

    private static final int ROW = 26;
    private static final int LABEL = 260;
    private static final int BAR = 360;

    private GrantsChart() {
    }

    /** One bar: the year, the unit's name and how many titles it granted that year. */
    public record Bar(int year, String unit, long count) {
    }

    public static String svg(List<Bar> bars, String label) {
        long max = bars.stream().mapToLong(Bar::count).max().orElse(1);
        int height = Math.max(ROW, bars.size() * ROW) + 8;
        StringBuilder svg = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 %d %d\""
                .formatted(LABEL + BAR + 60, height) + " role=\"img\" aria-label=\"" + escape(label) + "\">");
        int y = 4;
        for (Bar b : bars) {
            long width = Math.max(2, b.count() * BAR / max);
            svg.append("<text x=\"0\" y=\"%d\" font-size=\"13\">%d %s</text>".formatted(y + 17, b.year(),
                    escape(b.unit())));
            svg.append("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"18\" fill=\"#8c1a1a\"/>".formatted(LABEL, y + 3,
                    width));
            svg.append("<text x=\"%d\" y=\"%d\" font-size=\"13\">%d</text>".formatted(LABEL + width + 6, y + 17,
                    b.count()));
            y += ROW;
        }
        return svg.append("</svg>").toString();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
