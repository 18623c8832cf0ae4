package org.dengji.rules;

/**
 * A short, printable quotation of input text for messages. Uploaded files can hold a 1 MiB
 * "move" or tag value; an error message that echoes it whole is unreadable and can be larger
 * than the file's every other line together. Messages quote {@link #of(String)} instead.
 */
public final class Excerpt {
    /** Characters quoted at most; longer text is cut and its length said. */
    public static final int MAX_CHARS = 40;

    private Excerpt() {
    }

    /**
     * The text itself when short; else its first characters, an ellipsis and the total length.
     * Control characters are shown as {@code \xNN} so that a quoted NUL or CR cannot break a line.
     */
    public static String of(String text) {
        if (text == null) {
            return "";
        }
        boolean cut = text.length() > MAX_CHARS;
        String head = cut ? text.substring(0, cut(text)) : text;
        StringBuilder sb = new StringBuilder(head.length() + 24);
        for (int i = 0; i < head.length(); i++) {
            char c = head.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                sb.append(String.format("\\x%02x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return cut ? sb.append("... (").append(text.length()).append(" characters)").toString() : sb.toString();
    }

    /** Where to cut so that a surrogate pair is never split. */
    private static int cut(String text) {
        int end = MAX_CHARS - 8;
        return Character.isHighSurrogate(text.charAt(end - 1)) ? end - 1 : end;
    }
}
