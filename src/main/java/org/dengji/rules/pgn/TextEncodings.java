package org.dengji.rules.pgn;

/** Byte-level tests for the encodings {@link PgnDecoder} tells apart. */
final class TextEncodings {
    private TextEncodings() {}

    /** An ASCII letter A–Z or a–z (an int so that a byte widened with its sign can be asked). */
    static boolean isAsciiLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /**
      * Length of the well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, at most
      * U+10FFFF) starting at {@code i}; 0 when {@code limit} cuts it short; -1 when it is invalid.
      */
    static int utf8SequenceLength(byte[] b, int i, int limit) {
        int c = b[i] & 0xff;
        if (c < 0x80) {
            return 1;
        }
        int length;
        int min2;
        int max2;
        if (c >= 0xc2 && c <= 0xdf) {
            length = 2;
            min2 = 0x80;
            max2 = 0xbf;
        } else if (c >= 0xe0 && c <= 0xef) {
            length = 3;
            min2 = c == 0xe0 ? 0xa0 : 0x80;
            max2 = c == 0xed ? 0x9f : 0xbf;
        } else if (c >= 0xf0 && c <= 0xf4) {
            length = 4;
            min2 = c == 0xf0 ? 0x90 : 0x80;
            max2 = c == 0xf4 ? 0x8f : 0xbf;
        } else {
            return -1;
        }
        for (int k = 1; k < length; k++) {
            if (i + k >= limit) {
                return 0;
            }
            int next = b[i + k] & 0xff;
            boolean ok = k == 1 ? next >= min2 && next <= max2 : next >= 0x80 && next <= 0xbf;
            if (!ok) {
                return -1;
            }
        }
        return length;
    }

    /**
      * Text saved as UTF-16 without a byte order mark: in the first bytes, most bytes at odd
      * positions (little-endian) or at even positions (big-endian) are NUL (the high halves of
      * ASCII characters; Chinese characters have none) and almost none of the others. NUL padding
      * between games has NUL at both. Returns "UTF-16LE", "UTF-16BE" or null.
      */
    static String utf16WithoutBom(byte[] b, int from, int limit) {
        int n = Math.min(limit - from, 512) & ~1;
        if (n < 8) {
            return null;
        }
        int evenNul = 0;
        int oddNul = 0;
        for (int i = 0; i < n; i++) {
            if (b[from + i] == 0) {
                if ((i & 1) == 0) {
                    evenNul++;
                } else {
                    oddNul++;
                }
            }
        }
        int half = n / 2;
        if (oddNul * 10 >= half * 6 && evenNul * 10 < half) {
            return "UTF-16LE";
        }
        return evenNul * 10 >= half * 6 && oddNul * 10 < half ? "UTF-16BE" : null;
    }
}
