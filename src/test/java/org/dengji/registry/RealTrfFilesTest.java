package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * TRF files written by other programs ({@code registry/trf/real}, sources in its SOURCES.md), through
 * the API as a registrar sends them. A file the texts allow imports with the standings it states
 * (every player's points as the file has them, no rank where it gives 0 or none), and its export
 * imports again as the same event; a file that contradicts itself is refused with the line.
 */
@QuarkusTest
class RealTrfFilesTest {

    /** A registrar of Guangdong, so that these events are their own unit's whatever other tests import. */
    static final String REGISTRAR = "reg-guangdong-real";
    static final String JIANGSU = "reg-jiangsu-real";
    static final String QUERY = "organisation=4400&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true"
            + "&endDate=2025-10-01";

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        staff.ensure(REGISTRAR, Role.REGISTRAR, "4400");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // file, players, a warning it must carry (or -)
        "sharly-example_trf16.trf, 283, TRF_BYE_DUMMY",
        "sharly-example_trf26.trf, 249, TRF_TEAM_EVENT",
        "sharly-2020_06.trf, 13, NO_RANKS",
        "sharly-2021_03.trf, 9, NO_RANKS",
        "sharly-trf-import-test.trf, 16, -",
        "chessament-buchholz_1.trf, 13, -",
        "chessament-buchholz_2.trf, 2, -",
        "chessament-buchholz_3.trf, 5, -",
        "chessament-buchholz_4.trf, 3, -",
        "chessament-tournament_1.txt, 88, -",
        "bbppairings-issue_7.trf, 60, INCOMPLETE_ROUNDS",
        "bbppairings-issue_15.trf, 180, -",
        "bbppairings-dutch_2025_C5.trf, 6, INCOMPLETE_ROUNDS",
        "bbppairings-dutch_2025_C9.trf, 5, INCOMPLETE_ROUNDS",
        "bbppairings-team_board_forfeit_win.trf, 15, TRF_TEAM_EVENT",
        "bbppairings-team_c2_doublebye.trf, 5, TRF_TEAM_EVENT",
        "bbppairings-team_c2_forfeit.trf, 5, TRF_TEAM_EVENT",
        "bbppairings-team_42_secondary.trf, 8, TRF_TEAM_EVENT",
        "bbppairings-team_gp_primary.trf, 12, TRF_TEAM_EVENT",
        "bbppairings-team_utf8_names.trf, 8, TRF_TEAM_EVENT",
        "bbppairings-team_299_blank.trf, 5, TRF_TEAM_EVENT",
    })
    void shouldImportWithTheStandingsTheFileStatesAndTakeItsExportBackUnchanged(String file, int players,
            String warning) {
        String text = real(file);
        JsonPath created = post(text).then().log().ifValidationFails().statusCode(201).extract().jsonPath();
        long id = created.getLong("id");
        assertEquals(players, created.getInt("players"));
        if (!warning.equals("-")) {
            assertTrue(created.getList("warnings.code").contains(warning), created.prettify());
        }
        List<Map<String, Object>> standings = asRegistrar(REGISTRAR).when().get("/api/v1/events/" + id + "/standings")
                .then().statusCode(200).extract().jsonPath().getList("$");
        assertEquals(players, standings.size());
        Map<Integer, String[]> stated = statedPointsAndRanks(text);
        for (Map<String, Object> s : standings) {
            String[] line = stated.get((Integer) s.get("startNumber"));
            assertEquals(0, new BigDecimal(line[0]).compareTo(new BigDecimal(s.get("points").toString())),
                    file + " " + s);
            assertEquals(line[1].isEmpty() || line[1].equals("0") ? null : Integer.valueOf(line[1]), s.get("rank"),
                    file + " " + s);
        }
        String exported = asRegistrar(REGISTRAR).when().get("/api/v1/events/" + id + "/export.trf").then()
                .statusCode(200).extract().asString();
        post(exported).then().statusCode(200).body("unchanged", org.hamcrest.Matchers.is(true))
                .body("id", org.hamcrest.Matchers.is((int) id));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // file, the error, its line, its column (or 0)
        "sharly-trf-team-import-test.trf, TRF_RESULT_MISSING, 20, 109",
        "chessament-tournament_2.trf, NO_GAMES_PLAYED, 4, 0",
        "bbppairings-team_informative_score.trf, NO_GAMES_PLAYED, 6, 0",
        "bbppairings-indiv_299_bonus.trf, TRF_RANK_ORDER, 7, 86",
        "bbppairings-indiv_299_penalty.trf, TRF_RANK_ORDER, 7, 86",
    })
    void shouldRefuseAFileThatContradictsItselfWithTheLine(String file, String code, int line, int column) {
        JsonPath problem = post(real(file)).then().statusCode(422).extract().jsonPath();
        List<Map<String, Object>> errors = problem.getList("errors");
        assertTrue(errors.stream().anyMatch(e -> e.get("code").equals(code) && e.get("line").equals(line)
                && (column == 0 ? e.get("column") == null : e.get("column").equals(column))), problem.prettify());
    }

    @Test
    void shouldCountTheAbnormalPointsOfRecord299AsPartOfThePoints() {
        // P4 lost its only game and has 2.0 points: the 299 bonus of 2.0. Its ranks follow the starting
        // ranks, so the file is refused for its rank order, but never for its points.
        for (String file : List.of("bbppairings-indiv_299_bonus.trf", "bbppairings-indiv_299_penalty.trf")) {
            List<String> codes = post(real(file)).then().statusCode(422).extract().jsonPath().getList("errors.code");
            assertTrue(codes.stream().allMatch("TRF_RANK_ORDER"::equals), file + " " + codes);
        }
    }

    @Test
    void shouldReadFidesOwnExampleAsItIsWritten() {
        // Imported by Jiangsu, so that this event is not the Guangdong one the test above imports.
        staff.ensure(JIANGSU, Role.REGISTRAR, "3200");
        JsonPath created = given().auth().preemptive().basic(JIANGSU, StaffFixtures.PASSWORD)
                .contentType("text/plain; charset=UTF-8").body(real("sharly-example_trf16.trf"))
                .when().post("/api/v1/events/trf?" + QUERY.replace("4400", "3200")).then().statusCode(201)
                .extract().jsonPath();
        long id = created.getLong("id");
        JsonPath event = asRegistrar(JIANGSU).when().get("/api/v1/events/" + id).then().statusCode(200)
                .extract().jsonPath();
        assertEquals("2005-07-28", event.getString("startDate"));
        assertEquals("2005-07-31", event.getString("endDate"));
        assertEquals(7, event.getInt("rounds"));
        assertTrue(created.getList("warnings.code").contains("SEX_UNKNOWN"), created.prettify());
        List<Map<String, Object>> standings = asRegistrar(JIANGSU).when().get("/api/v1/events/" + id
                + "/standings").then().statusCode(200).extract().jsonPath().getList("$");
        assertEquals(7, standings.stream().filter(s -> s.get("rank") == null).count());
        assertTrue(standings.stream().noneMatch(s -> "spielfrei".equals(s.get("name"))));
        // Blank sex is unknown, never male; f is a woman.
        String vasquez = registrationNo(standings, 1);
        asRegistrar(JIANGSU).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().when().get("/api/v1/players/" + vasquez).then().statusCode(200)
                .body("gender", org.hamcrest.Matchers.nullValue());
        given().when().get("/api/v1/players/" + registrationNo(standings, 186)).then().statusCode(200)
                .body("gender", org.hamcrest.Matchers.equalTo("FEMALE"));
        given().when().get("/api/v1/players/" + vasquez + "/eligibility").then().statusCode(200)
                .body("setAside.reason", org.hamcrest.Matchers.everyItem(org.hamcrest.Matchers.equalTo("SEX_UNKNOWN")))
                .body("highestTitle", org.hamcrest.Matchers.nullValue());
    }

    private static String registrationNo(List<Map<String, Object>> standings, int startNumber) {
        return standings.stream().filter(s -> s.get("startNumber").equals(startNumber)).findFirst().orElseThrow()
                .get("registrationNo").toString();
    }

    private static io.restassured.response.Response post(String text) {
        return given().auth().preemptive().basic(REGISTRAR, StaffFixtures.PASSWORD)
                .contentType("text/plain; charset=UTF-8").body(text.getBytes(StandardCharsets.UTF_8))
                .when().post("/api/v1/events/trf?" + QUERY);
    }

    /** Each 001 line's points (columns 81-84) and rank (86-89), by starting rank, as the file writes them. */
    private static Map<Integer, String[]> statedPointsAndRanks(String text) {
        Map<Integer, String[]> stated = new HashMap<>();
        for (String line : text.split("\r\n|\r|\n")) {
            if (line.startsWith("001") && line.length() >= 84) {
                String rank = line.length() >= 86 ? line.substring(85, Math.min(89, line.length())).strip() : "";
                stated.put(Integer.parseInt(line.substring(4, 8).strip()),
                        new String[] {line.substring(80, 84).strip(), rank});
            }
        }
        return stated;
    }

    static String real(String file) {
        try (InputStream in = RealTrfFilesTest.class.getResourceAsStream("/registry/trf/real/" + file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
