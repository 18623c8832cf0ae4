package org.dengji.ratings.pages;

import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * A player's rating month by month as an inline SVG line chart, drawn on the server (the pages run no
 * script): one point per rated month, placed by calendar month so that a year without events looks like one;
 * the line breaks where the player was unrated. The rating axis is labelled at round steps, the month axis at
 * no more than four months that do not overlap. The chart names itself ({@code <title>}) and says what it shows
 * in words ({@code <desc>}) for screen readers; the page shows the same months as a table as well.
 *
 * <p>Its coordinate box is a phone's width, so that its text keeps a readable size when the figure fills a
 * phone's screen; on a wider screen the page caps the figure's width.
 */
public final class RatingChart {

    static final int WIDTH = 360;
    static final int HEIGHT = 220;
    private static final int LEFT = 48;
    private static final int RIGHT = 16;
    private static final int TOP = 12;
    private static final int BOTTOM = 48;
    private static final int[] STEPS = {10, 20, 25, 50, 100, 200, 250, 500, 1000};
    private static final int MOST_LABELS = 4;
    private static final int LABEL_WIDTH = 52;

    /** A month and the rating it reached; null when the player was unrated that month. */
    public record Point(YearMonth month, Integer rating) {
    }

    /** The chart's words: its title and description, and the names of its two axes. */
    public record Words(String title, String description, String ratingAxis, String monthAxis) {
    }

    private RatingChart() {
    }

    /** The chart, or null when no month has a rating to draw. {@code id} makes its title's and description's ids. */
    public static String svg(List<Point> points, Words words, String id) {
        List<Point> rated = points.stream().filter(p -> p.rating() != null).toList();
        if (rated.isEmpty()) {
            return null;
        }
        int lowest = rated.stream().mapToInt(Point::rating).min().orElseThrow();
        int highest = rated.stream().mapToInt(Point::rating).max().orElseThrow();
        // a point above the top line or on the month axis is hard to read: keep a step's margin where needed
        Scale scale = Scale.of(lowest - 1, highest + 1, points.get(0).month(), points.get(points.size() - 1).month());
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                .append(HEIGHT).append("\" role=\"img\"").append(" aria-labelledby=\"").append(id).append("-title ").append(id)
                .append("-desc\">");
        svg.append("<title id=\"").append(id).append("-title\">").append(escape(words.title())).append("</title>");
        svg.append("<desc id=\"").append(id).append("-desc\">").append(escape(words.description())).append("</desc>");
        ratingAxis(svg, scale, words.ratingAxis());
        monthAxis(svg, scale, rated, words.monthAxis());
        line(svg, scale, points);
        return svg.append("</svg>").toString();
    }

    /** Where values go: the ratings' round range and step, and the months' span. */
    private record Scale(int bottom, int top, int step, YearMonth first, long months) {

        static Scale of(int lowest, int highest, YearMonth first, YearMonth last) {
            for (int step : STEPS) {
                int bottom = Math.floorDiv(lowest, step) * step;
                int top = Math.max(Math.floorDiv(highest + step - 1, step) * step, bottom + step);
                if ((top - bottom) / step <= 5) {
                    return new Scale(bottom, top, step, first, first.until(last, ChronoUnit.MONTHS));
                }
            }
            int step = STEPS[STEPS.length - 1];
            return new Scale(Math.floorDiv(lowest, step) * step, highest + step, step, first,
                    first.until(last, ChronoUnit.MONTHS));
        }

        double x(YearMonth month) {
            double width = WIDTH - LEFT - RIGHT;
            return months == 0 ? LEFT + width / 2 : LEFT + width * first.until(month, ChronoUnit.MONTHS) / months;
        }

        double y(int rating) {
            double height = HEIGHT - TOP - BOTTOM;
            return TOP + height * (top - rating) / (top - bottom);
        }
    }

    private static void ratingAxis(StringBuilder svg, Scale scale, String name) {
        for (int r = scale.bottom(); r <= scale.top(); r += scale.step()) {
            double y = scale.y(r);
            svg.append("<line x1=\"").append(LEFT).append("\" y1=\"");
            tenths(svg, y).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y2=\"");
            tenths(svg, y).append("\" stroke=\"#d1d9e0\" stroke-width=\"1\"/>");
            svg.append("<text x=\"").append(LEFT - 4).append("\" y=\"");
            tenths(svg, y + 4).append("\" font-size=\"11\" text-anchor=\"end\" fill=\"#59636e\">").append(r).append("</text>");
        }
        int middle = TOP + (HEIGHT - TOP - BOTTOM) / 2;
        svg.append("<text x=\"12\" y=\"").append(middle).append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#59636e\"")
                .append(" transform=\"rotate(-90 12 ").append(middle).append(")\">")
                .append(escape(name)).append("</text>");
    }

    private static void monthAxis(StringBuilder svg, Scale scale, List<Point> rated, String name) {
        int base = HEIGHT - BOTTOM;
        svg.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(base).append("\" x2=\"").append(WIDTH - RIGHT)
                .append("\" y2=\"").append(base).append("\" stroke=\"#59636e\" stroke-width=\"1\"/>");
        double lastEnd = Double.NEGATIVE_INFINITY;
        for (Point p : labelled(rated)) {
            double x = Math.min(Math.max(scale.x(p.month()), LEFT + LABEL_WIDTH / 2.0), WIDTH - LABEL_WIDTH / 2.0);
            if (x - LABEL_WIDTH / 2.0 < lastEnd) {
                continue;
            }
            lastEnd = x + LABEL_WIDTH / 2.0;
            svg.append("<line x1=\"");
            tenths(svg, scale.x(p.month())).append("\" y1=\"").append(base).append("\" x2=\"");
            tenths(svg, scale.x(p.month())).append("\" y2=\"").append(base + 4)
                    .append("\" stroke=\"#59636e\" stroke-width=\"1\"/>");
            svg.append("<text x=\"");
            tenths(svg, x).append("\" y=\"").append(base + 17)
                    .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#59636e\">").append(p.month()).append("</text>");
        }
        svg.append("<text x=\"").append(LEFT + (WIDTH - LEFT - RIGHT) / 2).append("\" y=\"").append(HEIGHT - 8)
                .append("\" font-size=\"11\" text-anchor=\"middle\" fill=\"#59636e\">").append(escape(name)).append("</text>");
    }

    /** The rated months that get a label: the first, the last and evenly spaced ones between. */
    private static List<Point> labelled(List<Point> rated) {
        int count = Math.min(rated.size(), MOST_LABELS);
        List<Point> chosen = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Point p = rated.get(count == 1 ? 0 : Math.round((float) i * (rated.size() - 1) / (count - 1)));
            if (!chosen.contains(p)) {
                chosen.add(p);
            }
        }
        return chosen;
    }

    /** The line through the rated months, broken where a month is unrated; a dot on every rated month. */
    private static void line(StringBuilder svg, Scale scale, List<Point> points) {
        List<String> run = new ArrayList<>();
        for (Point p : points) {
            if (p.rating() == null) {
                polyline(svg, run);
                run.clear();
            } else {
                StringBuilder xy = new StringBuilder(12);
                tenths(xy, scale.x(p.month())).append(',');
                run.add(tenths(xy, scale.y(p.rating())).toString());
            }
        }
        polyline(svg, run);
        for (Point p : points) {
            if (p.rating() != null) {
                svg.append("<circle cx=\"");
                tenths(svg, scale.x(p.month())).append("\" cy=\"");
                tenths(svg, scale.y(p.rating())).append("\" r=\"3.5\" fill=\"#9a1b1b\"><title>").append(p.month())
                        .append(": ").append(p.rating()).append("</title></circle>");
            }
        }
    }

    private static void polyline(StringBuilder svg, List<String> run) {
        if (run.size() > 1) {
            svg.append("<polyline points=\"").append(String.join(" ", run))
                    .append("\" fill=\"none\" stroke=\"#9a1b1b\" stroke-width=\"2\"/>");
        }
    }

    /**
     * A coordinate to one decimal, rounded half up as {@code %.1f} rounds it, and written as SVG reads it whatever
     * the server's locale ({@code 12.5}, never {@code 12,5}); appended by hand because the formatter was a quarter
     * of a player page's time. The chart's coordinates are never negative.
     */
    static StringBuilder tenths(StringBuilder out, double value) {
        long tenths = Math.round(value * 10);
        return out.append(tenths / 10).append('.').append(tenths % 10);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
