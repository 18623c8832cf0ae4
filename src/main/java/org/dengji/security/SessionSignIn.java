package org.dengji.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.TrustedAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * Restores a signed-in staff member from the session cookies on every request (Quarkus form login
 * asks with a trusted request once it has decrypted its credential cookie). The session holds only
 * while the account is active and still in the generation named by the generation cookie: one read
 * of the account, with its roles, per request. A session that no longer holds is ended in this
 * browser (its cookies are dropped) and the request gets the sign-in challenge: a page leads to the
 * login form, which then comes back to it.
 */
@ApplicationScoped
public class SessionSignIn implements IdentityProvider<TrustedAuthenticationRequest> {

    private final SessionCookies cookies;

    public SessionSignIn(SessionCookies cookies) {
        this.cookies = cookies;
    }

    @Override
    public Class<TrustedAuthenticationRequest> getRequestType() {
        return TrustedAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(TrustedAuthenticationRequest request, AuthenticationRequestContext context) {
        RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(request);
        String username = request.getPrincipal();
        return context.runBlocking(() -> restore(username, routing));
    }

    private SecurityIdentity restore(String username, RoutingContext routing) {
        Optional<SessionCookies.SessionStamp> stamp = cookies.stampOf(routing, username);
        Optional<SignInAccount> account = stamp.isEmpty() ? Optional.empty()
                : QuarkusTransaction.requiringNew().call(() -> AppUser.findForSignIn(username).map(SignInAccount::of));
        if (account.isEmpty() || !account.get().active() || account.get().generation() != stamp.get().generation()) {
            if (routing != null) {
                cookies.endSession(routing);
            }
            throw new AuthenticationFailedException("the session has ended");
        }
        return account.get().identity(routing);
    }
}
