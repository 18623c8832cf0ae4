package org.dengji.certification.notice;

/** An objection is OPEN until a reviewer SUSTAINS it (the application is rejected) or DISMISSES it. */
public enum ObjectionStatus {
    OPEN,
    SUSTAINED,
    DISMISSED
}
