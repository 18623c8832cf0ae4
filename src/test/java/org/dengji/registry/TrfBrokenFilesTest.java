package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Broken variants of the TRF16 Swiss (lines 10–15 are its six players): each is refused with 422,
 * every error on its line and column with its code, and nothing is written — neither the event
 * nor any of its players.
 */
@QuarkusTest
class TrfBrokenFilesTest {

    @Inject
    StaffFixtures staff;

    private String tag;
    private String swiss;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
        swiss = fixture("trf/swiss-trf16.trf", tag);
    }

    private JsonPath refused(String file) {
        JsonPath problem = postTrf(ZJ_REGISTRAR, file, provincialOpen())
                .statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("IMPORT_REJECTED"))
                .extract().jsonPath();
        given().when().get("/api/v1/players?q=" + tag).then().statusCode(200).body("$", empty());
        return problem;
    }

    private static Map<String, Object> error(int line, Integer column, String code, JsonPath problem) {
        List<Map<String, Object>> errors = problem.getList("errors");
        return errors.stream().filter(e -> e.get("line").equals(line) && java.util.Objects.equals(e.get("column"),
                column) && e.get("code").equals(code)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + code + " at " + line + ":" + column + " in " + errors));
    }

    private String replaceInLine(int line, String from, String to) {
        String[] lines = swiss.split("\r\n", -1);
        if (!lines[line - 1].contains(from)) {
            throw new IllegalArgumentException(from + " not on line " + line);
        }
        lines[line - 1] = lines[line - 1].replace(from, to);
        return String.join("\r\n", lines);
    }

    @Test
    void shouldWarnOfABirthDateInTheWrongColumnAndKeepTheRest() {
        // Zhao's birth date moved one column left: columns 70-79 no longer hold a date. A birth date
        // decides no place: the file is taken, the date is not, and the warning says where.
        JsonPath p = postTrf(ZJ_REGISTRAR, replaceInLine(12, "             2001/02/03 ", "            2001/02/03  "),
                provincialOpen()).statusCode(201).extract().jsonPath();
        List<Map<String, Object>> warnings = p.getList("warnings");
        org.junit.jupiter.api.Assertions.assertTrue(warnings.stream().anyMatch(w -> w.get("line").equals(12)
                && w.get("column").equals(70) && w.get("code").equals("TRF_BAD_BIRTH_DATE")), warnings::toString);
    }

    @Test
    void shouldReportPointsThatContradictTheRounds() {
        // Zhao: 1 + = + = is 2.0, written 2.5.
        JsonPath p = refused(replaceInLine(12, "2001/02/03  2.0", "2001/02/03  2.5"));
        error(12, 81, "TRF_POINTS_MISMATCH", p);
        org.junit.jupiter.api.Assertions.assertEquals(1, p.getList("errors").size(), p.prettify());
    }

    @Test
    void shouldReportARankThatContradictsThePoints() {
        // Li (1.5 points) put at rank 5 below Zhou (0.5) at rank 4.
        String file = replaceInLine(11, " 1.5    4", " 1.5    5");
        String[] lines = file.split("\r\n", -1);
        lines[12] = lines[12].replace(" 0.5    5", " 0.5    4");
        JsonPath p = refused(String.join("\r\n", lines));
        error(11, 86, "TRF_RANK_ORDER", p);
    }

    @Test
    void shouldReportAnUnknownOpponentAndTheLineThatNoLongerMirrorsIt() {
        // Sun's round 1 opponent 3 becomes 9, who does not exist.
        JsonPath p = refused(replaceInLine(15, "     3 b 0", "     9 b 0"));
        error(15, 92, "TRF_UNKNOWN_OPPONENT", p);
        error(12, 92, "TRF_UNMIRRORED_PAIRING", p);
    }

    @Test
    void shouldReportAnUnmirroredColour() {
        // Round 3: Li has white against Sun, and Sun's line says white too.
        JsonPath p = refused(replaceInLine(15, "     2 b 0", "     2 w 0"));
        error(11, 112 + 5, "TRF_COLOUR_MISMATCH", p);
    }

    @Test
    void shouldReportAnUnmirroredResult() {
        // Round 2: Wang beat Li, but Li's line says Li won (and Li's points no longer add up).
        JsonPath p = refused(replaceInLine(11, "     1 w 0     6 w 1", "     1 w 1     6 w 1"));
        error(10, 102 + 7, "TRF_RESULT_MISMATCH", p);
        error(11, 81, "TRF_POINTS_MISMATCH", p);
    }

    @Test
    void shouldReportATruncatedFile() {
        // The file ends in the middle of Chen's line (line 14): no points, and Sun's line is gone.
        String cut = swiss.substring(0, swiss.indexOf("2005/11/30") + 10);
        JsonPath p = refused(cut);
        error(14, 81, "TRF_BAD_POINTS", p);
    }

    @Test
    void shouldListEveryErrorNotOnlyTheFirst() {
        String file = replaceInLine(12, "2001/02/03  2.0", "2001/02/03  2.5");
        file = file.replace("     3 b 0     5 w 0", "     9 b 0     5 w 0");
        postTrf(ZJ_REGISTRAR, file, provincialOpen())
                .statusCode(422)
                .body("errors.code", hasItem("TRF_POINTS_MISMATCH"))
                .body("errors.code", hasItem("TRF_UNKNOWN_OPPONENT"))
                .body("errors.size()", is(3));
    }

    @Test
    void shouldRefuseAnEmptyFile() {
        postTrf(ZJ_REGISTRAR, "", provincialOpen())
                .statusCode(422)
                .body("errors", hasSize(3))
                .body("errors.code", hasItem("TRF_NO_PLAYERS"));
    }
}
