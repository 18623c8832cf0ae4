package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.PlayerCorrectionApiTest.regNo;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The registrar's page of a player and its correction form, driven as a browser without JavaScript
 * would: the registered data with the birth date, the events played, a sex recorded from the form, and
 * refused entries shown on the form in the reader's language.
 */
@QuarkusTest
class PlayerCorrectionPagesTest {

    private static final Pattern VERSION = Pattern.compile("name=\"version\" value=\"(\\d+)\"");

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private String tag;
    private long event;
    private String wang;
    private Browserless registrar;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        tag = tag();
        String blankSex = fixture("trf/swiss-trf16.trf", tag).replace("001    1 m GM", "001    1   GM");
        event = importAndPublish(blankSex, provincialOpen());
        wang = regNo(event, 1);
        registrar = Browserless.signIn(ZJ_REGISTRAR, StaffFixtures.PASSWORD);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private String page() {
        return "/registry/players/" + wang;
    }

    /** The form as the page fills it in for Wang, with {@code changes} typed over it. */
    private Map<String, String> form(Map<String, String> changes) {
        String html = given().filter(registrar.cookies()).when().get(page()).then().statusCode(200).extract()
                .asString();
        Matcher version = VERSION.matcher(html);
        assertTrue(version.find(), "the form carries the record's version");
        Map<String, String> fields = new LinkedHashMap<>(Map.of("nameZh", "", "nameLatin", "Wang" + tag + " Hao",
                "gender", "", "birthDate", "1989-08-04", "homeUnit", "3300", "reason", "", "version", version.group(1)));
        fields.put("fideId", given().when().get("/api/v1/players/" + wang).then().extract().jsonPath()
                .getString("fideId"));
        fields.putAll(changes);
        return fields;
    }

    private ValidatableResponse post(Map<String, String> fields, String query) {
        String token = registrar.csrfTokenOf(page());
        return given().filter(registrar.cookies()).redirects().follow(false)
                .contentType("application/x-www-form-urlencoded; charset=UTF-8")
                .formParam("csrf-token", token).formParams(fields).when().post(page() + query).then();
    }

    @Test
    void shouldShowTheRegistrarTheRegisteredDataWithTheBirthDateAndTheEventsPlayed() {
        given().filter(registrar.cookies()).when().get(page()).then().statusCode(200)
                .body(containsString("id=\"correction-form\""))
                .body(containsString("1989-08-04"))
                .body(containsString("id=\"current-sex\"><span class=\"badge bad\">未登记</span>"))
                .body(containsString("href=\"/registry/events/" + event + "\""))
                .body(containsString("name=\"gender\" value=\"FEMALE\""))
                .body(containsString("<option value=\"3300\" selected>"))
                .body(not(containsString("<option value=\"1100\"")));
        given().filter(registrar.cookies()).when().get(page() + "?lang=en").then().statusCode(200)
                .body(containsString("Registered data"))
                .body(containsString("not recorded"));
        given().filter(registrar.cookies()).when().get("/registry/events/" + event).then().statusCode(200)
                .body(containsString("href=\"/registry/players/" + wang + "\""));
    }

    @Test
    void shouldRecordTheSexFromTheFormAndSaySo() {
        post(form(Map.of("gender", "MALE", "reason", "报名表")), "").statusCode(303)
                .header("Location", endsWith(page() + "?done=SAVED"));
        given().filter(registrar.cookies()).when().get(page() + "?done=SAVED").then().statusCode(200)
                .body(containsString("id=\"done-notice\" role=\"status\">更正已保存。"))
                .body(containsString("id=\"current-sex\">男</dd>"))
                .body(containsString("id=\"gender-MALE\" checked"));
        given().when().get("/api/v1/players/" + wang + "/eligibility").then()
                .body("highestTitle", equalTo("FIRST_CLASS"));
        post(form(Map.of()), "?lang=en").statusCode(303).header("Location", endsWith("?done=UNCHANGED"));
        given().filter(registrar.cookies()).when().get(page() + "?done=UNCHANGED&lang=en").then()
                .body(containsString("Nothing changed"));
    }

    @Test
    void shouldShowAVisitorTheCorrectedNameAtOnce() {
        given().when().get("/players/" + wang).then().statusCode(200).body(not(containsString("王" + tag)));
        post(form(Map.of("nameZh", "王" + tag)), "").statusCode(303);
        given().when().get("/players/" + wang).then().statusCode(200)
                .body(containsString("王" + tag))
                .body(not(containsString("1989-08-04")));
    }

    @Test
    void shouldShowRefusedEntriesOnTheFormInTheReadersLanguage() {
        Map<String, String> wrong = Map.of("birthDate", "1899-12-31", "nameZh", "王\t浩");
        post(form(wrong), "").statusCode(400)
                .body(containsString("id=\"form-errors\""))
                .body(containsString("<strong>出生日期</strong></a>：须为1900-01-01至今天之间的日期"))
                .body(containsString("<strong>中文姓名</strong></a>：不能含有制表符、换行符等控制字符"))
                .body(containsString("value=\"1899-12-31\""))
                .body(containsString("aria-invalid=\"true\""));
        post(form(wrong), "?lang=en").statusCode(400)
                .body(containsString("<strong>Birth date</strong></a>: must be a date from 1900-01-01 to today"))
                .body(not(containsString("须为")));
        // The English link above is remembered (a cookie): Chinese is asked for again.
        post(form(Map.of("nameZh", "", "nameLatin", "")), "?lang=zh-CN").statusCode(400)
                .body(containsString("至少要保留一个姓名"));
        post(form(Map.of("fideId", "12x")), "?lang=en").statusCode(400)
                .body(containsString("<strong>FIDE ID</strong></a>: Not a valid value."));
        String li = given().when().get("/api/v1/players/" + regNo(event, 2)).then().extract().jsonPath()
                .getString("fideId");
        post(form(Map.of("fideId", li)), "?lang=zh-CN").statusCode(409)
                .body(containsString("<strong>FIDE ID</strong></a>：另一名棋手已登记了这个 FIDE ID。"))
                .body(not(containsString("Li" + tag)));
        post(form(Map.of("fideId", "")), "").statusCode(303);
        given().filter(registrar.cookies()).when().get(page()).then().body(containsString("id=\"current-fideId\">—"));
    }

    @Test
    void shouldRefuseAFormDrawnBeforeAnotherCorrectionAndOfferTheLatestData() {
        Map<String, String> stale = form(Map.of("gender", "FEMALE"));
        post(form(Map.of("nameLatin", "Wang Hao")), "").statusCode(303);
        String html = post(stale, "").statusCode(409)
                .body(containsString("data-code=\"CONCURRENT_CHANGE\""))
                .body(containsString("id=\"current-nameLatin\">Wang Hao<"))
                .body(containsString("id=\"gender-FEMALE\" checked"))
                .extract().asString();
        Matcher version = VERSION.matcher(html);
        assertTrue(version.find());
        assertNotEquals(stale.get("version"), version.group(1),
                "sent again, the form applies to the record as now shown");
    }

    @Test
    void shouldAnswerOthersAsIfThereWereNoSuchPlayer() {
        Browserless beijing = Browserless.signIn(BJ_REGISTRAR, StaffFixtures.PASSWORD);
        given().filter(beijing.cookies()).when().get(page()).then().statusCode(404)
                .body(not(containsString("1989-08-04")))
                .body(not(containsString("Wang" + tag)));
        for (String birthDate : new String[] {"1990-01-01", "1899-01-01"}) {
            given().filter(beijing.cookies()).contentType("application/x-www-form-urlencoded; charset=UTF-8")
                    .formParam("csrf-token", beijing.csrfTokenOf("/registry/events")).formParam("gender", "FEMALE")
                    .formParam("birthDate", birthDate).when().post(page()).then().statusCode(404)
                    .body(not(containsString("Wang" + tag)));
        }
        Browserless reviewer = Browserless.signIn(ZJ_REVIEWER, StaffFixtures.PASSWORD);
        given().filter(reviewer.cookies()).when().get(page()).then().statusCode(403);
        given().redirects().follow(false).when().get(page()).then().statusCode(302)
                .header("Location", containsString("/login"));
    }
}
