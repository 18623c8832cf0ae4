package org.dengji.common;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One thing wrong with a request: the field (a JSON path such as {@code results[2].rank}) or, for a
 * file, the line and column.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Violation(String field, String message, Integer line, Integer column) {

    public static Violation field(String field, String message) {
        return new Violation(field, message, null, null);
    }

    public static Violation at(int line, int column, String message) {
        return new Violation(null, message, line, column);
    }
}
