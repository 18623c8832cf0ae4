package org.dengji.common;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A failure the caller can act on: a stable machine-readable code, a message for people, and what
 * was wrong where ({@link Violation}s). Services throw it; the mappers of the {@code web} package
 * turn its {@link Kind} into a status and an RFC 9457 problem or an error page, so no service
 * speaks HTTP.
 */
public final class Failure extends RuntimeException {

    /**
     * What kind of refusal this is. Each kind has one HTTP status, kept here so that the error
     * mapper and the pages that show a refused form again answer the same.
     */
    public enum Kind {
        /** The request is malformed or a field is wrong. */
        INVALID(400),
        /** The request is well-formed but its content cannot be accepted, e.g. a file with errors. */
        UNPROCESSABLE(422),
        /** Who is asking may not do this. */
        REFUSED(403),
        /** The thing asked for does not exist. */
        NOT_FOUND(404),
        /** The current state does not allow it, or another change won. */
        CONFLICT(409),
        /** The caller has asked too often in a while (a public form's rate limit). */
        TOO_MANY_REQUESTS(429);

        private final int httpStatus;

        Kind(int httpStatus) {
            this.httpStatus = httpStatus;
        }

        public int httpStatus() {
            return httpStatus;
        }
    }

    private final Kind kind;
    private final String code;
    private final List<Violation> violations;
    private final Duration retryAfter;

    public Failure(Kind kind, String code, String message, List<Violation> violations) {
        this(kind, code, message, violations, null);
    }

    private Failure(Kind kind, String code, String message, List<Violation> violations, Duration retryAfter) {
        super(message, null, false, false);
        this.kind = kind;
        this.code = code;
        this.violations = List.copyOf(violations);
        this.retryAfter = retryAfter;
    }

    public static Failure invalid(String code, String message, Violation... violations) {
        return new Failure(Kind.INVALID, code, message, List.of(violations));
    }

    public static Failure unprocessable(String code, String message, List<Violation> violations) {
        return new Failure(Kind.UNPROCESSABLE, code, message, violations);
    }

    public static Failure notFound(String code, String message) {
        return new Failure(Kind.NOT_FOUND, code, message, List.of());
    }

    /** @param violations the fields the caller may not set as asked; none where the caller may not act at all */
    public static Failure refused(String code, String message, Violation... violations) {
        return new Failure(Kind.REFUSED, code, message, List.of(violations));
    }

    public static Failure conflict(String code, String message) {
        return new Failure(Kind.CONFLICT, code, message, List.of());
    }

    /** @param retryAfter how long the caller must wait before asking again can succeed */
    public static Failure tooMany(String code, String message, Duration retryAfter) {
        return new Failure(Kind.TOO_MANY_REQUESTS, code, message, List.of(), retryAfter);
    }

    public Kind kind() {
        return kind;
    }

    public int httpStatus() {
        return kind.httpStatus();
    }

    public String code() {
        return code;
    }

    public List<Violation> violations() {
        return violations;
    }

    /** How long to wait before asking again, for a refusal of asking too often. */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    /** What a form shows beside its fields: the violations, or the message where there are none. */
    public List<Violation> formErrors() {
        return violations.isEmpty() ? List.of(Violation.field(null, getMessage())) : violations;
    }

    /**
     * A refusal of who is asking is not a mistake in the form: pages let it through to the error
     * page instead of showing the form again. A refusal that names fields (the caller may act, but
     * may not set those fields as asked) is shown beside them, like any other refusal of a form.
     */
    public boolean refusesTheCaller() {
        return kind == Kind.REFUSED && violations.isEmpty();
    }
}
