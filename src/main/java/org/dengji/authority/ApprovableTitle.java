package org.dengji.authority;

/** The titles an authority may approve (seed 000, 第三条); the amateur grades go together. */
public enum ApprovableTitle {
    GRANDMASTER, MASTER, FIRST_CLASS, SECOND_CLASS, THIRD_CLASS, AMATEUR;

    /** The grades that may be granted to industry and plan-listed-city units (第三条 (二)(三)). */
    public boolean grantable() {
        return this == FIRST_CLASS || this == SECOND_CLASS;
    }
}
