package org.dengji.web.problem;

import java.util.List;

/**
 * A failure the caller can act on, rendered as RFC 9457 problem details by {@link ProblemMapper}.
 * Services throw it; resources never build error responses themselves.
 */
public final class ApiProblem extends RuntimeException {

    private final int status;
    private final String code;
    private final List<Violation> violations;

    public ApiProblem(int status, String code, String message, List<Violation> violations) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.violations = List.copyOf(violations);
    }

    public static ApiProblem badRequest(String code, String message, Violation... violations) {
        return new ApiProblem(400, code, message, List.of(violations));
    }

    public static ApiProblem notFound(String code, String message) {
        return new ApiProblem(404, code, message, List.of());
    }

    public static ApiProblem forbidden(String code, String message) {
        return new ApiProblem(403, code, message, List.of());
    }

    public static ApiProblem conflict(String code, String message) {
        return new ApiProblem(409, code, message, List.of());
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public List<Violation> violations() {
        return violations;
    }

    /** What a form shows beside its fields: the violations, or the message where there are none. */
    public List<Violation> formErrors() {
        return violations.isEmpty() ? List.of(Violation.field(null, getMessage())) : violations;
    }

    /**
     * A refusal of who is asking (403) is not a mistake in the form: pages let it through to the error
     * page instead of showing the form again.
     */
    public boolean refusesTheCaller() {
        return status == 403;
    }
}
