package org.dengji.web.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.dengji.common.Violation;

/**
 * RFC 9457 problem details. {@code code} is stable and machine-readable; {@code detail} is for
 * people. {@code type} is a relative URI naming the code, so clients may dereference or ignore it.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(String type, String title, int status, String detail, String instance, String code,
        List<Violation> violations) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public static Problem of(int status, String code, String detail, String instance, List<Violation> violations) {
        return new Problem("/problems/" + code.toLowerCase().replace('_', '-'), title(status), status, detail,
                instance, code, violations);
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
            case 415 -> "Unsupported Media Type";
            case 422 -> "Unprocessable Content";
            case 429 -> "Too Many Requests";
            default -> status >= 500 ? "Internal Server Error" : "Error";
        };
    }
}
