package org.dengji.common;

/**
 * Text made safe for HTML exactly as the templates escape a value ({@code " ' & < >}), for the few parts of a
 * page assembled in code because a template would evaluate them thousands of times per page (an event's
 * crosstable cells, players' names in long tables): the page reads the same whichever assembled it.
 */
public final class HtmlText {

    private HtmlText() {
    }

    /** {@code text} with {@code " ' & < >} replaced by their entities; "" for null, as a template shows it. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        for (int i = 0; i < text.length(); i++) {
            if (entity(text.charAt(i)) != null) {
                return append(new StringBuilder(text.length() + 16), text).toString();
            }
        }
        return text;
    }

    /** Appends {@code text} escaped as {@link #escape} does, without a string of its own for each value. */
    public static StringBuilder append(StringBuilder html, String text) {
        if (text == null) {
            return html;
        }
        int from = 0;
        for (int i = 0; i < text.length(); i++) {
            String entity = entity(text.charAt(i));
            if (entity != null) {
                html.append(text, from, i).append(entity);
                from = i + 1;
            }
        }
        // The text between the entities goes in whole: most values have none and are copied at once.
        return from == 0 ? html.append(text) : html.append(text, from, text.length());
    }

    private static String entity(char c) {
        return switch (c) {
            case '"' -> "&quot;";
            case '\'' -> "&#39;";
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            default -> null;
        };
    }
}
