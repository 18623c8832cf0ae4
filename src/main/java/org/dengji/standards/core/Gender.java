package org.dengji.standards.core;

/** A player's gender, which decides the clauses that apply (第一条 men's and 女子 tables). */
public enum Gender {
    MALE,
    FEMALE
}
