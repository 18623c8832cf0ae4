package org.dengji.rules.pgn;

/** Byte-level character classes shared by the splitter and the lexer (no regex, no Strings). */
final class PgnBytes {
    /** PGN symbol characters (letters, digits, {@code _+#=:-/}) plus the suffix marks {@code !?}. */
    private static final boolean[] SYMBOL = new boolean[256];

    static {
        for (int c = 'a'; c <= 'z'; c++) {
            SYMBOL[c] = true;
            SYMBOL[c - 'a' + 'A'] = true;
        }
        for (int c = '0'; c <= '9'; c++) {
            SYMBOL[c] = true;
        }
        for (char c : "_+#=:-/!?".toCharArray()) {
            SYMBOL[c] = true;
        }
    }

    private PgnBytes() {}

    static boolean isSymbol(byte b) {
        return SYMBOL[b & 0xff];
    }

    static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r' || b == '\f' || b == 0x0b;
    }

    /**
      * C0 control characters other than the blanks of {@link #isSpace} and the line feed, and DEL:
      * nothing a PGN text holds outside a comment.
      */
    static boolean isControl(byte b) {
        return (b >= 0 && b < 0x20 && b != '\n' && !isSpace(b)) || b == 0x7f;
    }

    /** Characters (not bytes) in {@code bytes[from, to)}: UTF-8 continuation bytes do not count. */
    static int chars(byte[] bytes, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if ((bytes[i] & 0xc0) != 0x80) {
                n++;
            }
        }
        return n;
    }

    /**
      * Length of the game termination marker starting at {@code pos} ({@code 1-0}, {@code 0-1},
      * {@code 1/2-1/2}; {@code *} is handled apart because it is not a symbol character), or 0.
      */
    static int resultLength(byte[] b, int pos, int limit) {
        if (matches(b, pos, limit, "1-0") || matches(b, pos, limit, "0-1")) {
            return 3;
        }
        return matches(b, pos, limit, "1/2-1/2") ? 7 : 0;
    }

    private static boolean matches(byte[] b, int pos, int limit, String marker) {
        int n = marker.length();
        if (pos + n > limit) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (b[pos + i] != marker.charAt(i)) {
                return false;
            }
        }
        return pos + n == limit || !isSymbol(b[pos + n]);
    }
}
