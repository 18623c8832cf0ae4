package org.dengji.security;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
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
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs in with a user name and password: the login form ({@code /j_security_check}) and HTTP Basic
 * on the API. Refuses, with one answer for all, an unknown user name, a wrong password and a
 * deactivated account; an unknown name costs the same bcrypt time as a wrong password. Repeated
 * failures are slowed down by {@link SignInThrottle}, which decides before the password is read (and
 * before the passwords verified a moment ago are consulted: they would otherwise answer guesses for
 * free), and is told how the check ended. A login form a browser sends without its token
 * ({@link SignInFormToken}) is refused before either, and counts as no attempt: it is not the
 * password that was wrong.
 * <p>
 * Passwords that bcrypt accepted a few minutes ago are kept, so that an API client sending HTTP Basic
 * on every request pays bcrypt's deliberate slowness once in a while rather than on every call, and,
 * while the throttle holds nothing against the account from that address, none of the throttle's
 * writes either (one read instead of three write transactions: a third of an import's time). What
 * is kept is a keyed digest of the password (the key lives in this process's memory only, never the
 * password), tied to the stored bcrypt hash: a new password, a reset or a deactivation (checked on
 * every request apart from this) makes the entry useless at once. A failed attempt is never kept, so
 * guessing always costs bcrypt's time.
 */
@ApplicationScoped
public class PasswordSignIn implements IdentityProvider<UsernamePasswordAuthenticationRequest> {

    /** How long a password bcrypt accepted is taken as verified; every sign-in with it starts this again. */
    static final Duration VERIFIED_LIFETIME = Duration.ofMinutes(5);
    /** Accounts whose password is kept as verified, the least used going first. */
    static final int VERIFIED_KEPT = 10_000;

    private record Verified(String storedHash, byte[] digest) {
    }

    private final SignInThrottle throttle;
    private final SessionCookies cookies;
    private final SignInFormToken formToken;
    private final SecretKeySpec digestKey = new SecretKeySpec(randomBytes(32), "HmacSHA256");
    private final Cache<String, Verified> verified = Caffeine.newBuilder().maximumSize(VERIFIED_KEPT)
            .expireAfterWrite(VERIFIED_LIFETIME).build();

    public PasswordSignIn(SignInThrottle throttle, SessionCookies cookies, SignInFormToken formToken) {
        this.throttle = throttle;
        this.cookies = cookies;
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
        String address = addressOf(routing);
        Lookup lookup = QuarkusTransaction.requiringNew().call(() -> lookUp(username, address));
        Optional<SignInAccount> account = lookup.account();
        if (lookup.clear() && verifiedRecently(username, password, account.get().passwordHash())) {
            // The password of a script's every request: no write for the throttle, which holds nothing against it.
            remember(username, password, account.get().passwordHash());
            return account.get().identity(routing);
        }
        SignInThrottle.Attempt attempt = throttle.attempt(username, address, account.isPresent());
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
        remember(username, password, account.get().passwordHash());
        return account.get().identity(routing);
    }

    /** The account a sign-in names, and whether an active one has nothing standing against this attempt. */
    private record Lookup(Optional<SignInAccount> account, boolean clear) {
    }

    private Lookup lookUp(String username, String address) {
        Optional<SignInAccount> account = AppUser.findForSignIn(username).map(SignInAccount::of);
        return new Lookup(account, account.isPresent() && account.get().active() && throttle.isClear(username, address));
    }

    /**
     * Whether {@code password} is the account's: from the passwords bcrypt accepted a moment ago, else
     * by bcrypt (against a stand-in hash when there is no such account, which never matches).
     */
    private boolean matches(String username, String password, Optional<SignInAccount> account) {
        return account.isPresent() && verifiedRecently(username, password, account.get().passwordHash())
                || Passwords.matches(password, account.map(SignInAccount::passwordHash).orElse(null));
    }

    /** Whether {@code password} was verified against this very {@code storedHash} within the lifetime. */
    boolean verifiedRecently(String username, String password, String storedHash) {
        Verified kept = verified.getIfPresent(username);
        return kept != null && kept.storedHash().equals(storedHash)
                && MessageDigest.isEqual(kept.digest(), digest(username, password));
    }

    /** Keeps a password that bcrypt has just accepted for {@code storedHash}. */
    void remember(String username, String password, String storedHash) {
        verified.put(username, new Verified(storedHash, digest(username, password)));
    }

    private byte[] digest(String username, String password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(digestKey);
            mac.update(username.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return mac.doFinal(password.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException unavailable) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", unavailable);
        }
    }

    private static byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        new SecureRandom().nextBytes(bytes);
        return bytes;
    }

    /** The client's address; behind a proxy, as configured by {@code quarkus.http.proxy.*}. */
    static String addressOf(RoutingContext routing) {
        SocketAddress remote = routing == null ? null : routing.request().remoteAddress();
        return remote == null || remote.host() == null ? "unknown" : remote.host();
    }
}
