package org.dengji.standards.core;

/** The section of an event a result was earned in: {@code OPEN} (men's / open) or {@code WOMEN}. */
public enum Section {
    OPEN,
    WOMEN
}
