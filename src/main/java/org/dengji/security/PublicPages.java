package org.dengji.security;

import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.function.Supplier;
import org.dengji.common.PublicPageCache;
import org.dengji.common.i18n.UiLocale;

/**
 * The public pages that the most people open (the home page, players, events) as kept renderings
 * for visitors who are not signed in: their page is the same for everyone who asks for the same
 * address in the same language. A signed-in staffer's page names them and carries their sign-out
 * form, so it is always rendered for them. Kept at most {@link #LIFETIME}, and forgotten whenever a
 * change is made through this instance ({@link #forget()}).
 */
@ApplicationScoped
public class PublicPages {

    static final Duration LIFETIME = Duration.ofSeconds(30);

    private final PublicPageCache cache = new PublicPageCache(LIFETIME);

    @Inject
    SecurityIdentity identity;

    @Inject
    UiLocale ui;

    @Inject
    HttpServerRequest request;

    @Inject
    Clock clock;

    /** The page at this request's address, kept for visitors, rendered for staff. */
    public String page(Supplier<String> render) {
        if (!identity.isAnonymous()) {
            return render.get();
        }
        // The day is part of the address: eligibility and what is in force are judged on it.
        return cache.page(LocalDate.now(clock) + " " + ui.language().tag() + " " + request.uri(), render);
    }

    public void forget() {
        cache.forget();
    }
}
