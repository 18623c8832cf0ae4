package org.dengji.standards.core;

/**
 * Thrown when code tries to change a version that is not a draft: a caller's bug, since the
 * service must check the status first and answer 409. Publishing never changes a past decision.
 */
public final class PublishedStandardImmutableException extends IllegalStateException {

    private final String code;

    public PublishedStandardImmutableException(String code, StandardStatus status, String action) {
        super("cannot " + action + " standard " + code + ": it is " + status + ", only a DRAFT may change");
        this.code = code;
    }

    public String code() {
        return code;
    }
}
