package org.dengji.standards.core;

/** A result that is evidence for no clause, by its index in the record, and why. */
public record SetAside(int index, SetAsideReason reason) {
}
