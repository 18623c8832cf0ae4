package org.dengji.rules;

/**
 * Squares are plain {@code int}s 0..63: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63
 * (FIDE Laws, Article 2.4 and Appendix C: files a..h, ranks 1..8). These helpers name and parse them.
 */
public final class Square {
    public static final int NONE = -1;

    private Square() {
    }

    /** "e4" for 28. */
    public static String name(int square) {
        return String.valueOf((char) ('a' + file(square))) + (char) ('1' + rank(square));
    }

    /** The square named by two characters such as "e4", or {@link #NONE} (-1) when bad. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            return NONE;
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        return isFile(file) && isFile(rank) ? of(file, rank) : NONE;
    }

    /** 0 for the a-file, ..., 7 for the h-file. */
    public static int file(int square) {
        return square & 7;
    }

    /** 0 for the first rank, ..., 7 for the eighth. */
    public static int rank(int square) {
        return square >>> 3;
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    /** True for light squares (h1 is light: FIDE Laws, Article 2.1). */
    public static boolean isLight(int square) {
        return ((file(square) + rank(square)) & 1) == 1;
    }

    private static boolean isFile(int index) {
        return index >= 0 && index < 8;
    }
}
