package org.dengji.web.problem;

import jakarta.persistence.OptimisticLockException;
import java.io.IOException;
import java.sql.SQLException;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import org.hibernate.JDBCException;
import org.hibernate.StaleStateException;
import org.hibernate.dialect.lock.OptimisticEntityLockException;

/**
 * Failures that reach the error mapper as something other than what they are.
 *
 * <p>The database's refusal of a write that raced another one (a unique key taken a moment ago, a row
 * changed since it was read) surfaces at flush or at commit, wrapped in a {@code RollbackException},
 * an {@code ArcUndeclaredThrowableException} or a Hibernate exception: the cause chain is searched for
 * the optimistic-lock failure or the SQLSTATE (the same codes on H2 and PostgreSQL). Quarkus REST
 * refuses some malformed requests with plain JDK exceptions before any resource runs, and a body
 * streamed past its limit ({@code BodyLimitGuard}) with an I/O failure; those are recognised by the
 * class that threw them. Everything else stays unexpected (500).
 */
final class KnownFailures {

    private static final String FORM_READER = "org.jboss.resteasy.reactive.server.core.multipart.";
    private static final String MEDIA_TYPE_PARSER = "org.jboss.resteasy.reactive.common.headers.MediaTypeHeaderDelegate";
    private static final String BODY_READER = "org.jboss.resteasy.reactive.server.vertx.VertxInputStream";

    static final Refusal CONCURRENT_CHANGE = Refusal.of(409, "CONCURRENT_CHANGE",
            "Someone else changed this at the same moment; load it again and repeat your change.");
    static final Refusal ALREADY_EXISTS = Refusal.of(409, "ALREADY_EXISTS",
            "It already exists: another request created it a moment ago.");
    static final Refusal STILL_REFERENCED = Refusal.of(409, "STILL_REFERENCED",
            "It refers to a record that no longer exists, or another record still refers to it.");
    static final Refusal NOT_STORABLE = new Refusal(400, "VALUE_NOT_STORABLE",
            "A value cannot be stored: it is too long, out of range or missing.", true);

    private KnownFailures() {
    }

    static Optional<Refusal> classify(Throwable failure) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable at = failure; at != null && seen.put(at, true) == null; at = at.getCause()) {
            Optional<Refusal> refusal = refusalOf(at);
            if (refusal.isPresent()) {
                return refusal;
            }
        }
        return Optional.empty();
    }

    private static Optional<Refusal> refusalOf(Throwable at) {
        return persistence(at).or(() -> framework(at));
    }

    private static Optional<Refusal> persistence(Throwable at) {
        if (at instanceof OptimisticLockException || at instanceof StaleStateException
                || at instanceof OptimisticEntityLockException) {
            return Optional.of(CONCURRENT_CHANGE);
        }
        String state = at instanceof JDBCException jdbc ? jdbc.getSQLState()
                : at instanceof SQLException sql ? sql.getSQLState() : null;
        return state == null ? Optional.empty() : Optional.ofNullable(bySqlState(state));
    }

    /** SQLSTATE classes of SQL:2016, which H2 and PostgreSQL share for these cases. */
    static Refusal bySqlState(String state) {
        if (state.equals("23505")) {
            return ALREADY_EXISTS;
        }
        if (state.equals("23503")) {
            return STILL_REFERENCED;
        }
        // 40001 serialization failure, 40P01 deadlock, 55P03 lock not available, HYT00 H2 lock timeout
        if (state.startsWith("40") || state.equals("55P03") || state.equals("HYT00")) {
            return CONCURRENT_CHANGE;
        }
        // 22xxx data exceptions (too long, out of range), other 23xxx (check, not null)
        if (state.startsWith("22") || state.startsWith("23")) {
            return NOT_STORABLE;
        }
        return null;
    }

    private static Optional<Refusal> framework(Throwable at) {
        if (at instanceof IOException && thrownBy(at, BODY_READER) && "Request too large".equals(at.getMessage())) {
            // An HTTP/2 upload to a file route past its limit, refused (a bare 413) by the reader that counted it.
            return Optional.of(Refusal.of(413, "BODY_TOO_LARGE", "The body is larger than this address reads."));
        }
        if (at instanceof IOException && thrownBy(at, FORM_READER)) {
            return Optional.of(Refusal.of(400, "MALFORMED_MULTIPART", "The multipart body could not be read."));
        }
        if (at.getClass() == RuntimeException.class && thrownBy(at, FORM_READER)) {
            return Optional.of(Refusal.of(413, "TOO_MANY_FIELDS", "The form has more fields than any form here."));
        }
        if (at instanceof IllegalArgumentException && thrownBy(at, MEDIA_TYPE_PARSER)) {
            return Optional.of(Refusal.of(400, "MALFORMED_CONTENT_TYPE",
                    "The Content-Type header is not a media type."));
        }
        return Optional.empty();
    }

    /** Whether one of the innermost frames belongs to {@code prefix}: the code that raised it. */
    private static boolean thrownBy(Throwable failure, String prefix) {
        StackTraceElement[] frames = failure.getStackTrace();
        for (int i = 0; i < Math.min(4, frames.length); i++) {
            if (frames[i].getClassName().startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
