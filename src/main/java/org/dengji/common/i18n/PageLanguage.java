package org.dengji.common.i18n;

import java.util.Locale;

/**
 * The language of the page being made for this request, as the features' page resources ask for it. The web
 * layer answers (from {@code ?lang=}, the language cookie, Accept-Language); the features know only this
 * interface, so that the web layer, which imports them, is never imported by them.
 */
public interface PageLanguage {

    /** The query parameter that chooses a page's language: {@code ?lang=en}. */
    String PARAMETER = "lang";

    Language language();

    default Locale locale() {
        return language().locale();
    }
}
