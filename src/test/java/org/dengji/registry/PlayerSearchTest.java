package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The player search through its keys: any part of a name, in either script, without case, spaces or
 * commas; a corrected name is found by its new form only; the exact name before longer ones.
 */
@QuarkusTest
class PlayerSearchTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    private static List<String> found(String q) {
        return given().queryParam("q", q).when().get("/api/v1/players").then().statusCode(200).extract().jsonPath()
                .getList("registrationNo", String.class);
    }

    private static String numberOf(long event, int start) {
        return given().when().get("/api/v1/events/" + event + "/standings").then().statusCode(200).extract()
                .jsonPath().getString("find { it.startNumber == " + start + " }.registrationNo");
    }

    @Test
    void shouldFindAnyPartOfANameInEitherScript() {
        String tag = tag();
        long women = importAndPublish(fixture("trf/swiss-trf26.trf", tag),
                "organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=WOMEN&official=true");
        String wang = numberOf(women, 1);
        for (String q : List.of("王" + tag + "一", tag + "一", tag)) {
            given().queryParam("q", q).when().get("/api/v1/players").then().body("registrationNo", hasItem(wang));
        }
        long open = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String hao = numberOf(open, 1);
        String lower = tag.toLowerCase();
        // four letters of the tag before ",hao": with three, "mdc,hao" also found another test's "LiBWUMD Chao"
        for (String q : List.of("Wang" + tag + ", Hao", "wang" + lower + " hao", "WANG" + tag + "HAO",
                lower.substring(1) + ",hao", "ng" + lower)) {
            given().queryParam("q", q).when().get("/api/v1/players").then().body("registrationNo", contains(hao));
        }
        given().queryParam("q", "hao wang" + lower).when().get("/api/v1/players").then().body("$", empty());
        given().queryParam("q", lower + "hx").when().get("/api/v1/players").then().body("$", empty());
    }

    @Test
    void shouldFindACorrectedNameByItsNewFormOnly() {
        String tag = tag();
        long open = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String li = numberOf(open, 2);
        given().auth().preemptive().basic(ZJ_REGISTRAR, StaffFixtures.PASSWORD).contentType("application/json")
                .body(Map.of("nameLatin", "Qian" + tag + ", Chao", "reason", "Spelling"))
                .post("/api/v1/players/" + li + "/corrections").then().statusCode(200);
        given().queryParam("q", "qian" + tag).when().get("/api/v1/players").then().body("registrationNo", contains(li));
        given().queryParam("q", "li" + tag).when().get("/api/v1/players").then().body("$", empty());
    }

    @Test
    void shouldAnswerTheExactNameBeforeLongerOnesAndAtMostFifty() {
        String tag = tag();
        long open = importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        String zhou = numberOf(open, 4);
        List<String> hits = found("Zhou" + tag + ", Jianchao");
        org.junit.jupiter.api.Assertions.assertEquals(zhou, hits.get(0), hits.toString());
        for (int i = 0; i < 10; i++) {
            // Five of each file's six names hold an "a": fifty more players than the test began with.
            importAndPublish(fixture("trf/swiss-trf16.trf", tag()), provincialOpen());
        }
        given().queryParam("q", "a").when().get("/api/v1/players").then().body("$", hasSize(50))
                .body("registrationNo", not(hasItem((String) null)));
    }
}
