package org.dengji.common;

import io.quarkus.csrf.reactive.runtime.CsrfTokenParameterProvider;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

/**
 * The CSRF token for the logout form in the shared layout. Error pages are rendered for requests
 * refused before the CSRF filter ran (403 at the security layer), where the token does not exist:
 * the layout must still render, so this answers an empty token there instead of failing.
 */
@Named("layoutCsrf")
@RequestScoped
public class LayoutCsrf {

    @Inject
    CsrfTokenParameterProvider csrf;

    public String getParameterName() {
        return csrf.getParameterName();
    }

    public String getToken() {
        try {
            return csrf.getToken();
        } catch (IllegalStateException refusedBeforeTheFilter) {
            return "";
        }
    }
}
