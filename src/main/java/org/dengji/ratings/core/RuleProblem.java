package org.dengji.ratings.core;

/** What is wrong with one field of a rating rule set: the field's name and a sentence that names it too. */
public record RuleProblem(String field, String message) {

    @Override
    public String toString() {
        return message;
    }
}
