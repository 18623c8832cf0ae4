package org.dengji.common;

import java.util.OptionalInt;

/**
 * Which page of a list is asked for: its number from 1 and how many rows it holds, never more than
 * {@link #MAX_SIZE}. A list keeps to the reader's jurisdiction in its query and reads one page of it, so
 * no request reads a whole table however large the registry grows.
 */
public record Paging(int page, int size) {

    /** The most rows one page of any list holds. */
    public static final int MAX_SIZE = 1000;

    /**
     * The page named by the query values {@code page} and {@code size} (blank: page 1 of {@code defaultSize}
     * rows); 400 {@code INVALID_PAGE} naming the parameter when a value is no whole number in range.
     */
    public static Paging of(String page, String size, int defaultSize) {
        return new Paging(number("page", page, 1, QueryText.page(page)),
                number("size", size, defaultSize, QueryText.page(size)));
    }

    /** The first page of {@code size} rows. */
    public static Paging first(int size) {
        return new Paging(1, size);
    }

    private static int number(String name, String text, int absent, OptionalInt read) {
        if (QueryText.blankToNull(text) == null) {
            return absent;
        }
        if (read.isEmpty() || "size".equals(name) && read.getAsInt() > MAX_SIZE) {
            int most = "size".equals(name) ? MAX_SIZE : 999_999;
            throw Failure.invalid("INVALID_PAGE", "The %s must be a whole number from 1 to %d.".formatted(name, most),
                    Violation.field(name, "a whole number from 1 to " + most));
        }
        return read.getAsInt();
    }

    /** This page, or the last of {@code pages} if this one lies past it. */
    public Paging within(int pages) {
        return page <= pages ? this : new Paging(pages, size);
    }

    /** The index of the page's first row. */
    public int firstRow() {
        return (page - 1) * size;
    }

    /** How many pages {@code total} rows fill (at least one, which may be empty). */
    public int pagesOf(long total) {
        return (int) Math.max(1, (total + size - 1) / size);
    }
}
