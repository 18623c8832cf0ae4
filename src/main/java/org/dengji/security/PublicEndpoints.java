package org.dengji.security;

import java.util.Set;

/**
 * Every endpoint that answers without signing in, on purpose. The public (players, parents,
 * coaches) needs no account; everything else requires a role. A test compares this list with the
 * {@code @PermitAll} methods, so a new public endpoint cannot appear without being listed here.
 * The login form posts to {@code /j_security_check}, which Quarkus serves outside REST.
 */
public final class PublicEndpoints {

    public static final Set<String> LIST = Set.of(
            "GET /",
            "GET /login",
            "POST /logout",
            "GET /organisations",
            "GET /api/v1/organisations",
            "GET /api/v1/organisations/{id}",
            "GET /standards",
            "GET /standards/{code}",
            "GET /eligibility",
            "POST /eligibility",
            "GET /api/v1/standards",
            "GET /api/v1/standards/{code}",
            "GET /api/v1/standards/{code}/lint",
            "GET /api/v1/rating-rules",
            "GET /api/v1/rating-rules/{code}",
            "GET /api/v1/ratings",
            "GET /api/v1/players/{registrationNo}/ratings",
            "GET /api/v1/events/{id}/rating-report",
            "GET /api/v1/events/{id}/rating-recomputation",
            "GET /ratings",
            "GET /ratings/export.csv",
            "GET /ratings/events/{id}",
            "POST /api/v1/eligibility/what-if",
            "GET /players",
            "GET /players/{registrationNo}",
            "GET /events/{id}",
            "GET /events/{id}/games/{game}",
            "GET /api/v1/events",
            "GET /api/v1/events/{id}",
            "GET /api/v1/events/{id}/standings",
            "GET /api/v1/events/{id}/export.csv",
            "GET /api/v1/events/{id}/export.pgn",
            "GET /api/v1/players",
            "GET /api/v1/players/{registrationNo}",
            "GET /api/v1/players/{registrationNo}/eligibility",
            "GET /api/v1/notices",
            "POST /api/v1/notices/{id}/objections",
            "GET /api/v1/certificates/{number}",
            "GET /verify",
            "GET /verify/{number}",
            "GET /notices",
            "POST /notices/{id}/objections");

    private PublicEndpoints() {
    }
}
