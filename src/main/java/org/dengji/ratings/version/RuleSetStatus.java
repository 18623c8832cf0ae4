package org.dengji.ratings.version;

/** A rating rule set's life: a draft is edited, then published once and never changed again. */
public enum RuleSetStatus {
    DRAFT,
    PUBLISHED
}
