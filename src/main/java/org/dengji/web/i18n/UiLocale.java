package org.dengji.web.i18n;

import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.Locale;
import org.dengji.common.i18n.Language;
import org.dengji.common.i18n.PageLanguage;

/**
 * The page language of this request: {@code ?lang=} first, then the {@code lang} cookie, then
 * Accept-Language with real negotiation (every listed language in order of preference, not only the
 * first), then Chinese. Templates reach it as {@code inject:ui}; the features' page resources as the
 * {@link PageLanguage} it is.
 */
@Named("ui")
@RequestScoped
public class UiLocale implements PageLanguage {

    public static final String COOKIE = "lang";

    @Inject
    HttpServerRequest request;

    private Language language;

    @Override
    public Language language() {
        if (language == null) {
            language = resolve();
        }
        return language;
    }

    /** Stated here, not only inherited: templates read {@code inject:ui.locale}. */
    @Override
    public Locale locale() {
        return language().locale();
    }

    /** Between the items of an inline list, in this request's language. */
    public String listSeparator() {
        return language().listSeparator();
    }

    /** After a label, in this request's language. */
    public String labelSeparator() {
        return language().labelSeparator();
    }

    /** Between a piece of a sentence and a link inside it, in this request's language. */
    public String wordSeparator() {
        return language().wordSeparator();
    }

    /** Whether this request is for a page; the JSON API ({@code /api/}) speaks English only. */
    public boolean isPage() {
        return !request.path().startsWith("/api/");
    }

    /** The {@code lang} attribute of the html element. */
    public String tag() {
        return language().tag();
    }

    /** The other language, for the switch link. */
    public Language other() {
        return language() == Language.ZH ? Language.EN : Language.ZH;
    }

    /** The current page in the other language. */
    public String switchUrl() {
        return switchUrl(request.path(), request.query(), other());
    }

    /**
     * {@code path?query} with {@code lang} set to {@code target}, always on this site: a path that a
     * browser would read as another host ({@code //evil.example/..}, {@code /\evil.example}) or with a
     * scheme keeps only its single leading slash, so the link can never lead off-site.
     */
    static String switchUrl(String path, String query, Language target) {
        String rest = query == null ? "" : query.replaceAll("(^|&)lang=[^&]*", "");
        rest = rest.startsWith("&") ? rest.substring(1) : rest;
        return onSite(path) + "?" + (rest.isEmpty() ? "" : rest + "&") + PARAMETER + "=" + target.tag();
    }

    private static String onSite(String path) {
        int start = 0;
        while (start < (path == null ? 0 : path.length())
                && (path.charAt(start) == '/' || path.charAt(start) == '\\' || path.charAt(start) <= ' ')) {
            start++;
        }
        return "/" + (path == null ? "" : path.substring(start));
    }

    private Language resolve() {
        return languageOf(request);
    }

    /**
     * The language a request asks for: {@code ?lang=}, then the {@code lang} cookie, then
     * Accept-Language. Also used where no request scope exists (failures before any resource ran),
     * so it never fails, even on a query that cannot be decoded.
     */
    public static Language languageOf(HttpServerRequest request) {
        Language fromQuery = null;
        try {
            fromQuery = Language.fromTag(request.getParam(PARAMETER));
        } catch (RuntimeException undecodableQuery) {
            // the cookie and the header still say something
        }
        if (fromQuery != null) {
            return fromQuery;
        }
        Cookie cookie = request.getCookie(COOKIE);
        Language fromCookie = cookie == null ? null : Language.fromTag(cookie.getValue());
        if (fromCookie != null) {
            return fromCookie;
        }
        return Language.negotiate(request.getHeader("Accept-Language"));
    }
}
