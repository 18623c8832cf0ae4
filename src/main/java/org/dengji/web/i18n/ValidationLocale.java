package org.dengji.web.i18n;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import jakarta.annotation.Priority;
import jakarta.inject.Singleton;
import java.util.Locale;
import org.hibernate.validator.spi.messageinterpolation.LocaleResolver;
import org.hibernate.validator.spi.messageinterpolation.LocaleResolverContext;

/**
 * The language of Bean Validation messages: the page's language ({@link UiLocale}: {@code ?lang=},
 * the cookie, Accept-Language) for pages, and English for the JSON API, whose problem details stay
 * English whatever the caller's browser prefers. Outside a request (start-up, jobs): English.
 * Quarkus asks every resolver in turn; this one answers first and always.
 */
@Singleton
@Priority(100)
public class ValidationLocale implements LocaleResolver {

    @Override
    public Locale resolve(LocaleResolverContext context) {
        ManagedContext requests = Arc.container().requestContext();
        if (!requests.isActive()) {
            return Locale.ENGLISH;
        }
        UiLocale ui = Arc.container().instance(UiLocale.class).get();
        return ui.isPage() ? ui.locale() : Locale.ENGLISH;
    }
}
