package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The games of the TRF16 Swiss (six games: three legal, one illegal move, one scored against the
 * standings, one draw after mate): stored with their faults and flagged; broken files, and files of
 * Chinese chess, refused whole.
 */
@QuarkusTest
class PgnImportApiTest {

    @Inject
    StaffFixtures staff;

    private String tag;
    private long event;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
        event = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
    }

    private ValidatableResponse post(String user, String pgn) {
        return given().auth().preemptive().basic(user, StaffFixtures.PASSWORD).contentType("application/x-chess-pgn")
                .body(pgn.getBytes(StandardCharsets.UTF_8)).when().post("/api/v1/events/" + event + "/pgn").then();
    }

    private String games() {
        return fixture("pgn/swiss-trf16.pgn", tag);
    }

    @Test
    void shouldStoreEveryGameAndFlagTheFaultyOnes() {
        post(ZJ_REGISTRAR, games()).statusCode(201).body("games", is(6)).body("faulty", is(3));
        given().when().get("/api/v1/events/" + event).then().body("faultyGames", is(3));
        // Zhao (3): the illegal game against Sun and the draw after mate against Wang.
        given().when().get("/api/v1/events/" + event + "/standings").then()
                .body("find { it.startNumber == 3 }.faultyGames", is(2))
                .body("find { it.startNumber == 6 }.faultyGames", is(1))
                .body("find { it.startNumber == 5 }.faultyGames", is(0));
    }

    @Test
    void shouldAnswerUnchangedForTheSameGamesAgain() {
        post(ZJ_REGISTRAR, games()).statusCode(201);
        post(ZJ_REGISTRAR, games().replace("\n", "\r\n")).statusCode(200).body("unchanged", is(true))
                .body("games", is(6));
    }

    @Test
    void shouldExportTheGamesAsRecorded() {
        post(ZJ_REGISTRAR, games()).statusCode(201);
        given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200)
                .body(containsString("5. Ke3 1-0"))
                .body(containsString("[White \"Wang" + tag + ", Hao\"]"));
    }

    private void refused(String pgn, int line, Integer column, String code) {
        post(ZJ_REGISTRAR, pgn).statusCode(422)
                .body("errors.find { it.code == '" + code + "' }.line", is(line))
                .body("errors.find { it.code == '" + code + "' }.column", is(column));
        given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200)
                .body(not(containsString("[Event")));
    }

    @Test
    void shouldReadAFileSavedInGb18030() {
        String chinese = games().replace("[Site \"Hangzhou CHN\"]", "[Site \"杭州\"]");
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("application/x-chess-pgn")
                .body(chinese.getBytes(Charset.forName("GB18030"))).when().post("/api/v1/events/" + event + "/pgn")
                .then().statusCode(201).body("games", is(6));
        given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200)
                .body(containsString("[Site \"杭州\"]"));
    }

    @Test
    void shouldReadAFileSavedInWindows1252() {
        String latin = games().replace("[Site \"Hangzhou CHN\"]", "[Site \"Montréal – Côte-des-Neiges\"]");
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("application/x-chess-pgn")
                .body(latin.getBytes(Charset.forName("windows-1252"))).when().post("/api/v1/events/" + event + "/pgn")
                .then().statusCode(201).body("games", is(6));
        given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200)
                .body(containsString("[Site \"Montréal – Côte-des-Neiges\"]"));
    }

    /** A real file of another program, byte for byte (rules/pgn/real, sources in its SOURCES.md). */
    private static byte[] realFile(String name) {
        try (InputStream in = PgnImportApiTest.class.getResourceAsStream("/rules/pgn/real/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void shouldRefuseARealChineseChessFileWholeWithItsCodeAndLine() {
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("application/x-chess-pgn")
                .body(realFile("cchess-test.pgn")).when().post("/api/v1/events/" + event + "/pgn").then()
                .statusCode(422).contentType("application/problem+json")
                .body("code", is("IMPORT_REJECTED"))
                .body("errors", hasSize(1))
                .body("errors[0].code", is("XIANGQI_NOT_CHESS"))
                .body("errors[0].line", is(1))
                .body("errors[0].column", is(1))
                .body("errors[0].message", containsString("Chinese chess (xiangqi), not of chess"));
        given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200)
                .body(not(containsString("[Event")));
    }

    @Test
    void shouldRefuseTheWholeFileWhenOneOfItsGamesIsChineseChess() {
        String chinese = new String(realFile("cchess-test.pgn"), Charset.forName("GB18030"));
        String pgn = games() + "\n" + chinese;
        refused(pgn, (int) games().lines().count() + 2, 1, "XIANGQI_NOT_CHESS");
    }

    @Test
    void shouldRefuseAFileInNoEncodingItReadsWithOneError() {
        byte[] utf16WithoutMark = games().getBytes(StandardCharsets.UTF_16LE);
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("application/x-chess-pgn")
                .body(utf16WithoutMark).when().post("/api/v1/events/" + event + "/pgn").then().statusCode(422)
                .body("errors", hasSize(1))
                .body("errors[0].code", is("PGN_ENCODING"));
        given().when().get("/api/v1/events/" + event + "/export.pgn").then().statusCode(200)
                .body(not(containsString("[Event")));
    }

    @Test
    void shouldRefuseAGameOfAnUnknownPlayer() {
        refused(games().replace("[White \"Chen" + tag + ", Fan\"]", "[White \"Nobody, Else\"]"), 11, null,
                "PGN_UNKNOWN_PLAYER");
    }

    @Test
    void shouldRefuseAGameWithoutItsPairing() {
        refused(games().replace("[Round \"1.1\"]", "[Round \"2.1\"]"), 1, null, "PGN_NO_PAIRING");
    }

    @Test
    void shouldRefuseATruncatedFile() {
        String pgn = games();
        refused(pgn.substring(0, pgn.indexOf("2. g4")), 59, 10, "PGN_SYNTAX");
    }

    @Test
    void shouldRefuseTheSameGameTwice() {
        String pgn = games();
        String first = pgn.substring(0, pgn.indexOf("[Event", 10));
        refused(pgn + "\n" + first, 61, null, "PGN_GAME_ALREADY_RECORDED");
    }

    @Test
    void shouldLetOnlyARegistrarOfTheSubtreeImportGames() {
        post(ZJ_REVIEWER, games()).statusCode(403);
        post(BJ_REGISTRAR, games()).statusCode(404).body("code", equalTo("EVENT_NOT_FOUND"));
        given().contentType("application/x-chess-pgn").body(games().getBytes(StandardCharsets.UTF_8)).when()
                .post("/api/v1/events/" + event + "/pgn").then().statusCode(401);
        post(ZJ_REGISTRAR, games()).statusCode(201);
    }

    @Test
    void shouldRefuseGamesForALockedEvent() {
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + event + "/lock").then().statusCode(200);
        post(ZJ_REGISTRAR, games()).statusCode(409).body("code", equalTo("EVENT_LOCKED"));
    }
}
