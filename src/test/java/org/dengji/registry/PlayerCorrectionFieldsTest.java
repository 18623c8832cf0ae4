package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.PlayerCorrectionApiTest.correct;
import static org.dengji.registry.PlayerCorrectionApiTest.regNo;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each wrong field of a player correction answers 400 naming the field, and changes nothing; the
 * boundaries themselves are accepted. Today is 2025-07-01 here.
 */
@QuarkusTest
class PlayerCorrectionFieldsTest {

    private static final String NAME_100 = "王".repeat(100);

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    private String player;
    private String tag;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        tag = tag();
        player = regNo(importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen()), 1);
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    /** The body, the problem's code, and the field it names. */
    static Stream<Arguments> wrongFields() {
        return Stream.of(
                Arguments.of("{\"nameZh\": \"" + NAME_100 + "王\"}", "VALIDATION_FAILED", "nameZh"),
                Arguments.of("{\"nameLatin\": \"Wang\\tHao\"}", "VALIDATION_FAILED", "nameLatin"),
                Arguments.of("{\"nameZh\": \"王\\u0000浩\"}", "VALIDATION_FAILED", "nameZh"),
                Arguments.of("{\"nameLatin\": \"Wang\\u0085Hao\"}", "VALIDATION_FAILED", "nameLatin"),
                Arguments.of("{\"nameZh\": \"\", \"nameLatin\": \"  \"}", "NAME_REQUIRED", "nameLatin"),
                Arguments.of("{\"birthDate\": \"1899-12-31\"}", "VALIDATION_FAILED", "birthDate"),
                Arguments.of("{\"birthDate\": \"2025-07-02\"}", "VALIDATION_FAILED", "birthDate"),
                Arguments.of("{\"birthDate\": \"2025-02-30\"}", "INVALID_VALUE", "birthDate"),
                Arguments.of("{\"fideId\": -1}", "VALIDATION_FAILED", "fideId"),
                Arguments.of("{\"fideId\": 100000000000}", "VALIDATION_FAILED", "fideId"),
                Arguments.of("{\"gender\": \"OTHER\"}", "INVALID_VALUE", "gender"),
                Arguments.of("{\"gender\": \"female\"}", "INVALID_VALUE", "gender"),
                Arguments.of("{\"gender\": \"FEMALE\", \"reason\": \"" + "x".repeat(501) + "\"}", "VALIDATION_FAILED",
                        "reason"),
                Arguments.of("{\"sex\": \"FEMALE\"}", "UNKNOWN_FIELD", "sex"));
    }

    @ParameterizedTest(name = "{2}: {1}")
    @MethodSource("wrongFields")
    void shouldRefuseAWrongFieldNamingItAndChangeNothing(String body, String code, String field) {
        correct(ZJ_REGISTRAR, player, body).statusCode(400)
                .body("code", equalTo(code))
                .body("violations.field", hasItem(field));
        given().when().get("/api/v1/players/" + player).then()
                .body("nameZh", nullValue())
                .body("nameLatin", equalTo("Wang" + tag + " Hao"))
                .body("gender", equalTo("MALE"));
    }

    @Test
    void shouldRefuseACorrectionThatNamesNothing() {
        correct(ZJ_REGISTRAR, player, "{\"reason\": \"Nothing\"}").statusCode(400)
                .body("code", equalTo("NOTHING_TO_CORRECT"));
    }

    @Test
    void shouldAcceptTheBoundariesOfEachField() {
        correct(ZJ_REGISTRAR, player, "{\"nameZh\": \"" + NAME_100 + "\", \"birthDate\": \"1900-01-01\","
                + " \"fideId\": 99999999999, \"reason\": \"" + "x".repeat(500) + "\"}").statusCode(200)
                .body("player.nameZh", equalTo(NAME_100))
                .body("birthDate", equalTo("1900-01-01"))
                .body("player.fideId", equalTo(99999999999L));
        correct(ZJ_REGISTRAR, player, "{\"birthDate\": \"2025-07-01\", \"fideId\": 1, \"nameLatin\": \"\"}")
                .statusCode(200)
                .body("birthDate", equalTo("2025-07-01"))
                .body("player.fideId", equalTo(1))
                .body("player.nameLatin", nullValue())
                .body("changed", equalTo(List.of("nameLatin", "birthDate", "fideId")));
        correct(ZJ_REGISTRAR, player, "{\"nameZh\": \"\"}").statusCode(400).body("code", equalTo("NAME_REQUIRED"))
                .body("violations", not(empty()));
    }
}
