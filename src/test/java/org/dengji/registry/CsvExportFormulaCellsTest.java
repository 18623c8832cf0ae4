package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Names a spreadsheet would run as formulas, imported as CSV, come out of the public CSV export with a
 * leading apostrophe; plain names and the numbers come out as they went in; and the export imported
 * again reads the names as they were stored. (A tab- or return-led name cannot be stored through an
 * import, which trims every field: the writer's unit test covers those.)
 */
@QuarkusTest
class CsvExportFormulaCellsTest {

    @Inject
    StaffFixtures staff;

    private String tag;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        tag = tag();
    }

    private String hyperlink() {
        return "=HYPERLINK(\"http://x/" + tag + "\",\"y\")";
    }

    /** Five players, the first four named as formulas; each row's tally adds up. */
    private String standings() {
        return "rank,name_zh,name_latin,gender,points,games,wins,draws,losses\n"
                + "1,\"" + hyperlink().replace("\"", "\"\"") + "\",Hyper " + tag + ",M,3.0,3,3,0,0\n"
                + "2,+1" + tag + ",Plus " + tag + ",M,2.0,3,2,0,1\n"
                + "3,@SUM(A1)" + tag + ",@SUM(B1) " + tag + ",F,1.0,3,1,0,2\n"
                + "4,-cmd" + tag + ",-Minus " + tag + ",M,0.5,3,0,1,2\n"
                + "5,周" + tag + "甲,Zhou " + tag + " Jia,M,0.5,3,0,1,2\n";
    }

    private static long importAndPublish(String csv, String eventName) {
        long id = given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("text/csv")
                .body(csv.getBytes(StandardCharsets.UTF_8)).when()
                .post("/api/v1/events/csv?organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true"
                        + "&endDate=2025-03-01&rounds=3&name=" + eventName)
                .then().statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        return id;
    }

    private static String export(long event) {
        return given().when().get("/api/v1/events/" + event + "/export.csv").then().statusCode(200).extract().asString();
    }

    private static List<String> column(String csv, String name) throws IOException {
        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().get().parse(new StringReader(csv)).getRecords();
        return rows.stream().map(r -> r.get(name)).toList();
    }

    @Test
    void shouldExportFormulaNamesWithALeadingApostrophe() throws IOException {
        String csv = export(importAndPublish(standings(), "Formulas-" + tag));
        assertEquals(List.of("'" + hyperlink(), "'+1" + tag, "'@SUM(A1)" + tag, "'-cmd" + tag, "周" + tag + "甲"),
                column(csv, "name_zh"));
        assertEquals(List.of("Hyper " + tag, "Plus " + tag, "'@SUM(B1) " + tag, "'-Minus " + tag, "Zhou " + tag + " Jia"),
                column(csv, "name_latin"));
    }

    @Test
    void shouldExportNumbersAsTheyAre() throws IOException {
        String csv = export(importAndPublish(standings(), "Numbers-" + tag));
        assertEquals(List.of("3.0", "2.0", "1.0", "0.5", "0.5"), column(csv, "points"));
        assertEquals(List.of("1", "2", "3", "4", "5"), column(csv, "rank"));
        assertEquals(List.of("0", "0", "0", "1", "1"), column(csv, "draws"));
    }

    @Test
    void shouldReadTheExportBackWithTheNamesAsStored() {
        long first = importAndPublish(standings(), "Original-" + tag);
        long again = importAndPublish(export(first), "Reimported-" + tag);
        asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/events/" + again + "/export.trf").then().statusCode(200)
                .body(containsString(hyperlink())).body(containsString("+1" + tag))
                .body(not(containsString("'=HYPERLINK"))).body(not(containsString("'+1")));
        given().when().get("/api/v1/events/" + again + "/standings").then().statusCode(200)
                .body("name[0]", org.hamcrest.Matchers.equalTo(hyperlink()));
    }
}
