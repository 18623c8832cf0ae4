package org.dengji.authority;

/** A title a unit approves, as the standards feature names it: a stable code and its words. */
public record ApprovedTitle(String code, String zh, String en) {

    public String name(boolean chinese) {
        return chinese ? zh : en;
    }
}
