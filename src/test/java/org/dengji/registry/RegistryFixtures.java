package org.dengji.registry;

import static io.restassured.RestAssured.given;

import io.restassured.response.ValidatableResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.dengji.support.StaffFixtures;

/**
 * Import fixtures for registry tests. The files under {@code registry/} write {@code @@@@@} where a
 * test puts its own five-letter tag, so that every test imports players and events no other test
 * has seen (identity matching and idempotency are global), while columns stay where they were.
 */
public final class RegistryFixtures {

    /** A registrar of Zhejiang (3300), and one of Beijing (1100) for out-of-jurisdiction cases. */
    public static final String ZJ_REGISTRAR = "reg-zhejiang";
    public static final String BJ_REGISTRAR = "reg-beijing";
    public static final String ZJ_REVIEWER = "rev-zhejiang";
    public static final String ZHEJIANG = "3300";
    public static final String NATIONAL_REGISTRAR = "national-registrar";

    private static final Random RANDOM = new Random();
    private static final java.util.Set<String> USED_DIGITS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private RegistryFixtures() {
    }

    public static void ensureStaff(StaffFixtures staff) {
        staff.ensure(ZJ_REGISTRAR, org.dengji.common.Role.REGISTRAR, ZHEJIANG);
        staff.ensure(BJ_REGISTRAR, org.dengji.common.Role.REGISTRAR, "1100");
        staff.ensure(ZJ_REVIEWER, org.dengji.common.Role.REVIEWER, ZHEJIANG);
        staff.ensure(NATIONAL_REGISTRAR, org.dengji.common.Role.REGISTRAR, "0001");
    }

    /**
     * A fresh tag of five capital letters whose {@link #digits} no earlier tag of this run had: FIDE IDs
     * are made from those digits (100,000 of them), and two tags sharing them would import each other's
     * players, found by FIDE ID, with the first one's home unit.
     */
    public static String tag() {
        while (true) {
            StringBuilder t = new StringBuilder();
            for (int i = 0; i < 5; i++) {
                t.append((char) ('A' + RANDOM.nextInt(26)));
            }
            if (USED_DIGITS.add(digits(t.toString()))) {
                return t.toString();
            }
        }
    }

    public static String resource(String path) {
        try (InputStream in = RegistryFixtures.class.getResourceAsStream("/registry/" + path)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The fixture with {@code tag} in place of every {@code @@@@@}, and five digits made from the tag
     * in place of every {@code #####} (inside FIDE IDs, which must differ between tests too).
     */
    public static String fixture(String path, String tag) {
        return resource(path).replace("@@@@@", tag).replace("#####", digits(tag));
    }

    /** Five digits for a tag: the letters' positions in the alphabet, modulo 10. */
    public static String digits(String tag) {
        StringBuilder d = new StringBuilder();
        tag.chars().limit(5).forEach(c -> d.append((c - 'A') % 10));
        return d.toString();
    }

    /** A two-player TRF event ending 2025-06-01: {@code first} (born {@code birth}, or blank) beat {@code second}. */
    public static String duel(String event, String first, String birth, String second) {
        return String.join("\n", "012 " + event, "052 2025/06/01",
                "001    1 m    %-33s %4s %3s %11s %10s  1.0    1     2 w 1".formatted(first, "", "", "", birth),
                "001    2 m    %-33s %4s %3s %11s %10s  0.0    2     1 b 0".formatted(second, "", "", "", ""), "");
    }

    /** POSTs a TRF file as {@code user} (a registrar of Zhejiang unless said otherwise). */
    public static ValidatableResponse postTrf(String user, String body, String query) {
        return given().auth().preemptive().basic(user, StaffFixtures.PASSWORD)
                .contentType("text/plain; charset=UTF-8").body(body.getBytes(StandardCharsets.UTF_8))
                .when().post("/api/v1/events/trf?" + query).then();
    }

    public static String provincialOpen() {
        return "organisation=" + ZHEJIANG + "&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true";
    }

    /** Imports and publishes; returns the event id. */
    public static long importAndPublish(String body, String query) {
        long id = postTrf(ZJ_REGISTRAR, body, query).statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        return id;
    }

    /** Records the games of {@code swiss-trf16.trf}, tagged with {@code tag}, in {@code event} as a Zhejiang registrar. */
    public static void importSwissGames(long event, String tag) {
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("application/x-chess-pgn")
                .body(fixture("pgn/swiss-trf16.pgn", tag).getBytes(StandardCharsets.UTF_8))
                .when().post("/api/v1/events/" + event + "/pgn").then().statusCode(201);
    }

    /**
     * A JSON API call as {@code user}. The content type is set because REST Assured would otherwise
     * send an empty form, which the CSRF filter refuses.
     */
    public static io.restassured.specification.RequestSpecification asRegistrar(String user) {
        return given().auth().preemptive().basic(user, StaffFixtures.PASSWORD).contentType("application/json");
    }
}
