package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.containsString;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * CSV standings: the same five rows in UTF-8 and in GB18030 (rows on lines 2–6), shared places,
 * re-import, export, the broken variants and the access matrix.
 */
@QuarkusTest
class CsvImportApiTest {

    private static final Charset GB18030 = Charset.forName("GB18030");

    @Inject
    StaffFixtures staff;

    private String tag;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
    }

    private static String query(String name) {
        return "organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true&endDate=2025-03-01"
                + "&rounds=7&name=" + name;
    }

    private static ValidatableResponse post(String user, byte[] body, String query) {
        return given().auth().preemptive().basic(user, StaffFixtures.PASSWORD).contentType("text/csv")
                .body(body).when().post("/api/v1/events/csv?" + query).then();
    }

    private byte[] utf8() {
        return fixture("csv/standings-utf8.csv", tag).getBytes(StandardCharsets.UTF_8);
    }

    private byte[] gb18030() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/registry/csv/standings-gb18030.csv")) {
            return new String(in.readAllBytes(), GB18030).replace("@@@@@", tag).getBytes(GB18030);
        }
    }

    @Test
    void shouldImportUtf8StandingsWithASharedPlace() {
        long id = post(ZJ_REGISTRAR, utf8(), query("CSV-" + tag)).statusCode(201)
                .body("players", is(5)).body("rounds", is(7)).extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().when().get("/api/v1/events/" + id + "/standings").then().statusCode(200)
                .body("name", contains("周" + tag + "甲", "吴" + tag + "乙", "郑" + tag + "丙", "冯" + tag + "丁",
                        "褚" + tag + "戊"))
                .body("rank", contains(1, 2, 3, 3, 5))
                .body("rankTo", contains(1, 2, 4, 4, 5))
                .body("games", contains(7, 7, 6, 7, 7));
    }

    @Test
    void shouldReadGb18030AsChineseSpreadsheetsSaveIt() throws IOException {
        long id = post(ZJ_REGISTRAR, gb18030(), query("GB-" + tag)).statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().when().get("/api/v1/events/" + id + "/standings").then().statusCode(200)
                .body("name[0]", equalTo("周" + tag + "甲"));
    }

    @Test
    void shouldAnswerUnchangedForTheSameFileAgainAndExportWhatItRead() {
        long id = post(ZJ_REGISTRAR, utf8(), query("Again-" + tag)).statusCode(201).extract().jsonPath().getLong("id");
        post(ZJ_REGISTRAR, utf8(), query("Again-" + tag)).statusCode(200).body("unchanged", is(true))
                .body("id", is((int) id));
        given().when().get("/api/v1/events/" + id + "/export.csv").then().statusCode(404);
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().when().get("/api/v1/events/" + id + "/export.csv").then().statusCode(200)
                .body(containsString("rank,start_no,registration_no,name_zh"))
                .body(containsString("3-4,"))
                .body(containsString("Feng" + tag + " Ding"))
                .body(not(containsString("2008")));
    }

    private void refused(String file, int line, Integer column, String code) {
        post(ZJ_REGISTRAR, file.getBytes(StandardCharsets.UTF_8), query("Bad-" + tag)).statusCode(422)
                .body("errors.find { it.code == '" + code + "' }.line", is(line))
                .body("errors.find { it.code == '" + code + "' }.column", is(column));
        given().when().get("/api/v1/players?q=" + tag).then().body("$", empty());
    }

    @Test
    void shouldReportAnUnknownColumnWithItsPosition() {
        refused(fixture("csv/standings-utf8.csv", tag).replace(",局数,", ",对局,"), 1, 8, "CSV_UNKNOWN_COLUMN");
    }

    @Test
    void shouldReportPointsThatTheGamesCannotGive() {
        refused(fixture("csv/standings-utf8.csv", tag).replace(",6.5,7,6,1,", ",7.5,7,6,1,"), 2, null,
                "CSV_POINTS_MISMATCH");
    }

    @Test
    void shouldReportARankThatContradictsThePoints() {
        String file = fixture("csv/standings-utf8.csv", tag).replace("\n2,吴", "\n5,吴").replace("\n5,褚", "\n2,褚");
        refused(file, 3, null, "CSV_RANK_ORDER");
    }

    @Test
    void shouldReportAValueInTheWrongColumn() {
        refused(fixture("csv/standings-utf8.csv", tag).replace(",6.0,7,", ",7,6.0,"), 3, 8, "CSV_BAD_NUMBER");
    }

    @Test
    void shouldReportATruncatedFile() {
        String file = fixture("csv/standings-utf8.csv", tag);
        refused(file.substring(0, file.indexOf("Feng") + 4), 5, null, "CSV_MALFORMED");
    }

    @Test
    void shouldLetOnlyARegistrarOfTheSubtreeImportCsv() {
        post(ZJ_REVIEWER, utf8(), query("Acl-" + tag)).statusCode(403);
        post(BJ_REGISTRAR, utf8(), query("Acl-" + tag)).statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION"));
        given().contentType("text/csv").body(utf8()).when().post("/api/v1/events/csv?" + query("Acl-" + tag))
                .then().statusCode(401);
        post(ZJ_REGISTRAR, utf8(), query("Acl-" + tag)).statusCode(201);
    }

    @Test
    void shouldRequireTheEventNameAndEndDate() {
        post(ZJ_REGISTRAR, utf8(), "organisation=3300&category=OTHER&section=OPEN&official=true&endDate=2025-03-01")
                .statusCode(400).body("code", equalTo("MISSING_PARAMETER"));
    }
}
