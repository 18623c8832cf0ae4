package org.dengji.common;

/** Staff roles: who records, reviews, approves and administers. The public needs no role and no account. */
public enum Role {
    /** Users, organisations, standards. */
    ADMIN,
    /** Records official events, imports standings and games, fixes and locks results. */
    REGISTRAR,
    /** Federation staff who review title applications. */
    REVIEWER,
    /** Commission staff who approve or reject within their jurisdiction and level. */
    APPROVER;

    public static final String ADMIN_NAME = "ADMIN";
    public static final String REGISTRAR_NAME = "REGISTRAR";
    public static final String REVIEWER_NAME = "REVIEWER";
    public static final String APPROVER_NAME = "APPROVER";
}
