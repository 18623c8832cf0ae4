package org.dengji.web.problem;

import java.util.List;
import java.util.regex.Pattern;

/**
 * How many bytes of body a request may send, by the route it names, decided from the request line
 * alone so that nothing is read first.
 *
 * <p>The file routes take whole files or a whole table: the standings and games imports through the
 * API ({@code /api/v1/events/trf}, {@code csv}, {@code {id}/pgn}), the registrar's upload forms
 * ({@code /registry/events}, {@code /registry/events/{id}/pgn}), and the corrections of an imported
 * event's standings. They may send up to {@code quarkus.http.limits.max-body-size}, and all of them
 * are for signed-in registrars. Every other request (the public what-if, objections, the sign-in form,
 * every other form and JSON call) may send {@code dengji.http.limits.max-body-size}.
 *
 * <p>Only a plain path names a file route. A path spelt otherwise (an escaped letter, a dot segment,
 * a double slash) may still reach an import once the router has normalised it, but it gets the small
 * limit: an odd spelling can only lower a limit, never raise one.
 *
 * @param small bytes for every request but the file routes
 * @param files bytes for the file routes
 */
record BodyLimits(long small, long files) {

    private static final List<Pattern> FILE_ROUTES = List.of(
            Pattern.compile("/api/v1/events/(?:trf|csv)"),
            Pattern.compile("/api/v1/events/[0-9]+/(?:pgn|corrections)"),
            Pattern.compile("/registry/events"),
            Pattern.compile("/registry/events/[0-9]+/pgn"));

    BodyLimits {
        if (small <= 0 || files < small) {
            throw new IllegalArgumentException("body limits must be positive, the files' no smaller: " + small
                    + ", " + files);
        }
    }

    /** Whether {@code method path} is a file route, which may send {@link #files()} bytes. */
    static boolean isFileRoute(String method, String path) {
        return "POST".equals(method) && path != null && FILE_ROUTES.stream().anyMatch(r -> r.matcher(path).matches());
    }
}
