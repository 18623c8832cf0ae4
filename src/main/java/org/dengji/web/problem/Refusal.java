package org.dengji.web.problem;

/**
 * A request refused for a reason found under some other failure: the status, a stable code and a
 * sentence for people. {@code suspicious} marks a refusal that validation should have made earlier
 * (the database refused a value), so that it is logged for the developers.
 */
record Refusal(int status, String code, String detail, boolean suspicious) {

    static Refusal of(int status, String code, String detail) {
        return new Refusal(status, code, detail, false);
    }
}
