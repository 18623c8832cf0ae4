package org.dengji.security;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.ext.web.RoutingContext;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import org.dengji.common.i18n.PageLanguage;

/**
 * The login form (Quarkus form authentication reads it at {@code /j_security_check}, sends a refused
 * one back here with {@code ?error=1}, and a signed-out visitor of a protected page here first; the
 * form carries a token, see {@link SignInFormToken}) and
 * signing out, which ends the account's sessions everywhere, not only the cookie of this browser.
 */
@Path("/")
@Produces(MediaType.TEXT_HTML)
public class SessionPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance login(boolean failed, long waitSeconds, boolean signedOut, boolean formExpired);

        static native TemplateInstance expired(String back);
    }

    private final PageLanguage ui;
    private final SessionCookies cookies;
    private final SignInReturnPath returnPath;
    private final UserService users;
    private final SecurityIdentity identity;
    private final RoutingContext routing;
    private final Clock clock;

    public SessionPages(PageLanguage ui, SessionCookies cookies, SignInReturnPath returnPath, UserService users,
            SecurityIdentity identity, RoutingContext routing, Clock clock) {
        this.ui = ui;
        this.cookies = cookies;
        this.returnPath = returnPath;
        this.users = users;
        this.identity = identity;
        this.routing = routing;
        this.clock = clock;
    }

    @GET
    @Path("login")
    @PermitAll
    public TemplateInstance login(@QueryParam("error") String error, @QueryParam("signed-out") String signedOut,
            @CookieParam(SessionCookies.SIGN_IN_WAIT) String waitUntil,
            @CookieParam(SessionCookies.SIGN_IN_FORM_EXPIRED) String formExpired) {
        returnPath.dropForeign(routing);
        if (formExpired != null) {
            SessionCookies.expire(routing, SessionCookies.SIGN_IN_FORM_EXPIRED);
        }
        boolean refusedForItsToken = error != null && formExpired != null;
        return Templates.login(error != null, secondsUntil(waitUntil), signedOut != null, refusedForItsToken)
                .setLocale(ui.locale());
    }

    /** Needs the form token like every page form (see {@link FormTokenGuard}), so no other site can sign a user out. */
    @POST
    @Path("logout")
    @PermitAll
    public Response logout() {
        if (!identity.isAnonymous()) {
            users.signOut(identity.getPrincipal().getName());
        }
        cookies.endSession(routing);
        return Response.seeOther(URI.create("/login?signed-out=1")).build();
    }

    private long secondsUntil(String epochSecond) {
        try {
            return epochSecond == null ? 0 : Math.max(0, Long.parseLong(epochSecond) - clock.instant().getEpochSecond());
        } catch (NumberFormatException notOurs) {
            return 0;
        }
    }
}
