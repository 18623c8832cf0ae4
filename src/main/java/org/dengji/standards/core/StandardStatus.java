package org.dengji.standards.core;

/** Life cycle of a standard version: only a draft may change; a published version is immutable. */
public enum StandardStatus {
    DRAFT,
    PUBLISHED,
    RETIRED
}
