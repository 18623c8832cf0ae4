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
        StringBuilder escaped = null;
        for (int i = 0; i < text.length(); i++) {
            String entity = switch (text.charAt(i)) {
                case '"' -> "&quot;";
                case '\'' -> "&#39;";
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                default -> null;
            };
            if (entity != null && escaped == null) {
                escaped = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (escaped != null) {
                escaped.append(entity != null ? entity : String.valueOf(text.charAt(i)));
            }
        }
        return escaped == null ? text : escaped.toString();
    }
}
