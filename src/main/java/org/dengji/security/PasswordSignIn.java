package org.dengji.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.UsernamePasswordAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.net.SocketAddress;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * Signs in with a user name and password: the login form ({@code /j_security_check}) and HTTP Basic
 * on the API. Refuses, with one answer for all, an unknown user name, a wrong password and a
 * deactivated account; an unknown name costs the same bcrypt time as a wrong password. Repeated
 * failures are slowed down by {@link SignInThrottle}, which decides before the password is read (and
 * before the passwords verified a moment ago are consulted: they would otherwise answer guesses for
 * free), and is told how the check ended. A login form a browser sends without its token
 * ({@link SignInFormToken}) is refused before either, and counts as no attempt: it is not the
 * password that was wrong.
 */
@ApplicationScoped
public class PasswordSignIn implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    private final SignInThrottle throttle;
    private final SessionCookies cookies;
    private final RecentlyVerifiedPasswords verified;
    private final SignInFormToken formToken;

    public PasswordSignIn(SignInThrottle throttle, SessionCookies cookies, RecentlyVerifiedPasswords verified,
            SignInFormToken formToken) {
        this.throttle = throttle;
        this.cookies = cookies;
        this.verified = verified;
        this.formToken = formToken;
    }

    @Override
    public Class<UsernamePasswordAuthenticationRequest> getRequestType() {
        return UsernamePasswordAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(UsernamePasswordAuthenticationRequest request,
            AuthenticationRequestContext context) {
        RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(request);
        String username = request.getUsername();
        String password = new String(request.getPassword().getPassword());
        return context.runBlocking(() -> signIn(username, password, routing));
    }

    private SecurityIdentity signIn(String username, String password, RoutingContext routing) {
        if (formToken.isFormSignIn(routing) && !formToken.mayBeTried(routing)) {
            cookies.signInFormExpired(routing);
            throw new AuthenticationFailedException("the login form carried no valid token");
        }
        Optional<SignInAccount> account = QuarkusTransaction.requiringNew()
                .call(() -> AppUser.findForSignIn(username).map(SignInAccount::of));
        SignInThrottle.Attempt attempt = throttle.attempt(username, addressOf(routing), account.isPresent());
        if (attempt.delayed()) {
            cookies.signInDelayed(routing, attempt.waitFor());
            throw SignInDelay.refusal(attempt.waitFor());
        }
        SignInThrottle.Outcome outcome = SignInThrottle.Outcome.ABANDONED;
        try {
            outcome = matches(username, password, account) && account.get().active()
                    ? SignInThrottle.Outcome.SIGNED_IN : SignInThrottle.Outcome.FAILED;
        } finally {
            throttle.settle(attempt, outcome);
        }
        if (outcome != SignInThrottle.Outcome.SIGNED_IN) {
            throw new AuthenticationFailedException();
        }
        verified.remember(username, password, account.get().passwordHash());
        return account.get().identity(routing);
    }

    /**
     * Whether {@code password} is the account's: from the passwords bcrypt accepted a moment ago, else
     * by bcrypt (against a stand-in hash when there is no such account, which never matches).
     */
    private boolean matches(String username, String password, Optional<SignInAccount> account) {
        return account.isPresent() && verified.matches(username, password, account.get().passwordHash())
                || Passwords.matches(password, account.map(SignInAccount::passwordHash).orElse(null));
    }

    /** The client's address; behind a proxy, as configured by {@code quarkus.http.proxy.*}. */
    static String addressOf(RoutingContext routing) {
        SocketAddress remote = routing == null ? null : routing.request().remoteAddress();
        return remote == null || remote.host() == null ? "unknown" : remote.host();
    }
}
