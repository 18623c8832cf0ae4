package org.dengji.standards.eligibility;

/** What is wrong with one field of the calculator form; each has one text per language. */
public enum FieldError {
    REQUIRED, GENDER, CATEGORY, RANK, GAMES, ROUNDS, POINTS, DATE, RATE, STANDARD, VALUE
}
