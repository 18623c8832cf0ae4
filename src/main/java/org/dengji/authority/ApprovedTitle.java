package org.dengji.authority;

import org.dengji.common.i18n.Language;

/** A title a unit approves, as the standards feature names it: a stable code and its words. */
public record ApprovedTitle(String code, String zh, String en) {

    public String name(Language language) {
        return language.pick(zh, en);
    }
}
