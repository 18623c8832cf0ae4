package org.dengji.web.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.dengji.common.Violation;

/**
 * RFC 9457 problem details. {@code code} is stable and machine-readable; {@code detail} is for
 * people. {@code type} is a relative URI naming the code, so clients may dereference or ignore it.
 *
 * <p>At most {@link #LISTED} violations are listed, the first ones, and {@code violationCount} says how
 * many there were: a request with a hundred thousand faults answers with a page, not a hundred
 * thousand objects (as the import's problems list their errors). {@code limit} is the bound a request
 * went past, where that is the refusal (bytes of body, elements of a list, characters of address).
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, String instance, String code,
        List<Violation> violations, Integer violationCount, Long limit) {

    public static final String MEDIA_TYPE = "application/problem+json";
    /** The most violations one answer lists. */
    public static final int LISTED = 100;

    public static Problem of(int status, String code, String detail, String instance, List<Violation> violations) {
        List<Violation> listed = violations.size() > LISTED ? violations.subList(0, LISTED) : violations;
        return new Problem("/problems/" + code.toLowerCase().replace('_', '-'), title(status), status, detail,
                instance, code, List.copyOf(listed), violations.isEmpty() ? null : violations.size(), null);
    }

    /** The same problem, naming the bound the request went past. */
    public Problem withLimit(long bound) {
        return new Problem(type, title, status, detail, instance, code, violations, violationCount, bound);
    }

    private static String title(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 406 -> "Not Acceptable";
            case 409 -> "Conflict";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 415 -> "Unsupported Media Type";
            case 422 -> "Unprocessable Content";
            case 429 -> "Too Many Requests";
            default -> status >= 500 ? "Internal Server Error" : "Error";
        };
    }
}
