package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.NATIONAL_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.duel;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Who a file's lines are, and what an import tells the registrar: players are matched by name and
 * birth date only among the players the registrar may read, and nothing in an answer names a player
 * outside their jurisdiction; imports at the same moment register one person once; new players go
 * to the home unit the import names; a refused file is audited; a draft is read by its registrars
 * only; messages come in the caller's language.
 */
@QuarkusTest
class ImportIdentityTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    private static List<String> registrationNos(long event, String user) {
        return asRegistrar(user).when().get("/api/v1/events/" + event + "/standings").then().statusCode(200)
                .extract().jsonPath().getList("registrationNo");
    }

    @Test
    void shouldMatchANameAndBirthDateOnlyAmongThePlayersTheRegistrarMayRead() {
        String tag = tag();
        String who = "Secret, Person" + tag;
        long zhejiang = postTrf(ZJ_REGISTRAR, duel("ZJ " + tag, who, "2001/02/03", "Other, A" + tag), provincialOpen())
                .statusCode(201).extract().jsonPath().getLong("id");
        String registered = registrationNos(zhejiang, ZJ_REGISTRAR).get(0);
        String beijing = "organisation=1100&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true";
        // The right birth date and a wrong one get the same answer: a new player, never the Zhejiang one.
        for (String birth : List.of("2001/02/03", "1999/09/09")) {
            long id = postTrf(BJ_REGISTRAR, duel("BJ " + tag + birth, who, birth, "Other, B" + tag + birth), beijing)
                    .statusCode(201).extract().jsonPath().getLong("id");
            assertNotEquals(registered, registrationNos(id, BJ_REGISTRAR).get(0), birth);
        }
        // A Zhejiang registrar's own file does match the Zhejiang player.
        long again = postTrf(ZJ_REGISTRAR, duel("ZJ2 " + tag, who, "2001/02/03", "Other, C" + tag), provincialOpen())
                .statusCode(201).extract().jsonPath().getLong("id");
        assertEquals(registered, registrationNos(again, ZJ_REGISTRAR).get(0));
    }

    @Test
    void shouldNeverNameThePlayerTwoLinesMatch() {
        String tag = tag();
        String who = "Twice, Person" + tag;
        postTrf(ZJ_REGISTRAR, duel("ZJ " + tag, who, "2001/02/03", "Other, D" + tag), provincialOpen())
                .statusCode(201);
        String twice = String.join("\n", "012 Twice " + tag, "052 2025/06/01",
                "001    1 m    %-33s %4s %3s %11s %10s  1.0    1     2 w 1".formatted(who, "", "", "", "2001/02/03"),
                "001    2 m    %-33s %4s %3s %11s %10s  0.0    2     1 b 0".formatted(who, "", "", "", "2001/02/03"));
        String body = postTrf(BJ_REGISTRAR, twice, "organisation=1100&category=OTHER&section=OPEN&official=false")
                .statusCode(422).body("errors.code", hasItem("SAME_PLAYER_TWICE")).extract().asString();
        assertFalse(body.contains("CN0"), body);
        assertFalse(body.contains("3300") || body.contains("Zhejiang") || body.contains("浙江"), body);
    }

    @Test
    void shouldMatchALatinNameWrittenInAnyOrderAndCase() {
        String tag = tag();
        long first = postTrf(ZJ_REGISTRAR, duel("Order " + tag, "Ding, Liren" + tag, "1992/10/24", "X, Y" + tag),
                provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        String ding = registrationNos(first, ZJ_REGISTRAR).get(0);
        for (String written : List.of("Liren" + tag + ", Ding", "DING Liren" + tag.toLowerCase())) {
            long id = postTrf(ZJ_REGISTRAR, duel("Order " + written, written, "1992/10/24", "Z, " + written),
                    provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
            assertEquals(ding, registrationNos(id, ZJ_REGISTRAR).get(0), written);
        }
    }

    @Test
    void shouldRegisterOnePersonOnceWhenImportsNameThemAtTheSameMoment() throws Exception {
        String tag = tag();
        String who = "Same, Moment" + tag;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Integer>> answers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String file = duel("Moment " + tag + " " + i, who, "2003/03/03", "Opponent, N" + i + tag);
            answers.add(pool.submit((Callable<Integer>) () -> postTrf(ZJ_REGISTRAR, file, provincialOpen())
                    .extract().statusCode()));
        }
        for (Future<Integer> answer : answers) {
            assertEquals(201, answer.get());
        }
        pool.shutdown();
        long distinct = staff.countPlayersNamed("Same Moment" + tag);
        assertEquals(1, distinct);
    }

    @Test
    void shouldRegisterNewPlayersAtTheHomeUnitTheImportNames() {
        String tag = tag();
        String national = "organisation=0001&category=OTHER&section=OPEN&official=false";
        long id = postTrf(NATIONAL_REGISTRAR, duel("Home " + tag, "Home, A" + tag, "", "Home, B" + tag),
                national + "&homeUnit=3300").statusCode(201).extract().jsonPath().getLong("id");
        String no = registrationNos(id, NATIONAL_REGISTRAR).get(0);
        asRegistrar(NATIONAL_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().when().get("/api/v1/players/" + no).then().statusCode(200).body("homeUnit", equalTo("3300"));
        postTrf(ZJ_REGISTRAR, duel("Home2 " + tag, "Home, C" + tag, "", "Home, D" + tag),
                provincialOpen() + "&homeUnit=1100").statusCode(403).body("code", equalTo("OUT_OF_JURISDICTION"));
        postTrf(ZJ_REGISTRAR, duel("Home3 " + tag, "Home, E" + tag, "", "Home, F" + tag),
                provincialOpen() + "&homeUnit=9999").statusCode(400).body("code", equalTo("UNKNOWN_ORGANISATION"));
    }

    @Test
    void shouldRegisterEachCsvRowAtTheUnitItsColumnNames() {
        String tag = tag();
        String csv = "name_latin,points,games,wins,draws,losses,unit\n"
                + "Unit A" + tag + ",1,1,1,0,0,3300\n" + "Unit B" + tag + ",0,1,0,0,1,\n";
        String query = "organisation=0001&category=OTHER&section=OPEN&official=false&name=Units%20" + tag
                + "&endDate=2025-06-01";
        long id = asRegistrar(NATIONAL_REGISTRAR).contentType("text/csv").body(csv.getBytes(StandardCharsets.UTF_8))
                .when().post("/api/v1/events/csv?" + query).then().statusCode(201).extract().jsonPath().getLong("id");
        asRegistrar(NATIONAL_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        List<String> numbers = registrationNos(id, NATIONAL_REGISTRAR);
        given().when().get("/api/v1/players/" + numbers.get(0)).then().body("homeUnit", equalTo("3300"));
        given().when().get("/api/v1/players/" + numbers.get(1)).then().body("homeUnit", equalTo("0001"));
        // A Zhejiang registrar may not register anyone in Beijing, nor learn whether a code exists.
        String beijing = "name_latin,points,games,unit\n" + "Unit C" + tag + ",0,0,1100\n" + "Unit D" + tag
                + ",0,0,9999\n";
        asRegistrar(ZJ_REGISTRAR).contentType("text/csv").body(beijing.getBytes(StandardCharsets.UTF_8)).when()
                .post("/api/v1/events/csv?" + query.replace("0001", "3300")).then().statusCode(422)
                .body("errors.code", org.hamcrest.Matchers.everyItem(equalTo("CSV_UNKNOWN_UNIT")))
                .body("errors.size()", equalTo(2));
    }

    @Test
    void shouldAuditARefusedImportWithoutWhatItSaid() {
        String tag = tag();
        String broken = duel("Refused " + tag, "Refused, Person" + tag, "2001/02/03", "Other, R" + tag)
                .replace("  1.0    1", "  9.0    1");
        postTrf(ZJ_REGISTRAR, broken, provincialOpen()).statusCode(422);
        String audit = given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/api/v1/audit?entityType=import&username=" + ZJ_REGISTRAR + "&size=200").then()
                .statusCode(200).extract().asString();
        assertTrue(audit.contains("IMPORT_REFUSED") && audit.contains("\"noteCode\":\"IMPORT_ERRORS\"")
                && audit.contains("\"noteArguments\":[\"TRF\",\"1\"]"), audit);
        // The birth date in either spelling; the entries' ids are hex digests, so a bare "2001" may occur in them.
        assertFalse(audit.contains("Refused, Person" + tag) || audit.contains("2001/02/03")
                || audit.contains("2001-02-03"), audit);
    }

    @Test
    void shouldShowADraftOnlyToTheRegistrarsWhoMayWorkOnIt() {
        String tag = tag();
        long id = postTrf(ZJ_REGISTRAR, duel("Draft " + tag, "Draft, A" + tag, "", "Draft, B" + tag),
                provincialOpen()).statusCode(201).extract().jsonPath().getLong("id");
        for (String path : List.of("/api/v1/events/" + id, "/api/v1/events/" + id + "/standings",
                "/api/v1/events/" + id + "/export.csv", "/api/v1/events/" + id + "/export.pgn", "/events/" + id)) {
            given().when().get(path).then().statusCode(404);
            asRegistrar(BJ_REGISTRAR).when().get(path).then().statusCode(404);
            asRegistrar(ZJ_REGISTRAR).when().get(path).then().statusCode(200);
        }
        asRegistrar(ZJ_REGISTRAR).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        given().when().get("/api/v1/events/" + id + "/standings").then().statusCode(200)
                .body("[0].points", equalTo(1.0f)).body("[0].gamePoints", equalTo(1.0f));
    }

    @Test
    void shouldAnswerInTheCallersLanguage() {
        String broken = duel("Language " + tag(), "Lang, A", "", "Lang, B").replace("  1.0    1", "  9.0    1");
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).header("Accept-Language", "zh-CN")
                .contentType("text/plain; charset=UTF-8").body(broken.getBytes(StandardCharsets.UTF_8))
                .when().post("/api/v1/events/trf?" + provincialOpen()).then().statusCode(422)
                .body("errors[0].message", org.hamcrest.Matchers.startsWith("序号 1 的积分为 9.0"));
        postTrf(ZJ_REGISTRAR, broken, provincialOpen()).statusCode(422)
                .body("errors[0].message", org.hamcrest.Matchers.startsWith("Starting rank 1 has 9.0 points"))
                .body("errors[0].message", not(org.hamcrest.Matchers.containsString("序号")));
    }
}
