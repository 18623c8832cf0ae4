package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.dengji.standards.version.StandardDrafts.asNationalAdmin;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A player's eligibility names the standard in force, which the service keeps in memory for each day:
 * a version published to take effect on a day already asked for answers from that day at once (for a
 * player with published results, read with the player in one statement).
 */
@QuarkusTest
class StandardInForceKeptTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void shouldAnswerUnderAVersionPublishedForADayAlreadyAsked() {
        RegistryFixtures.ensureStaff(staff);
        long event = importAndPublish(fixture("trf/swiss-trf16.trf", tag()), provincialOpen());
        String withResults = given().when().get("/api/v1/events/" + event + "/standings").then().statusCode(200)
                .extract().jsonPath().getString("find { it.startNumber == 1 }.registrationNo");
        String draft = StandardDrafts.newDraft();
        LocalDate from = StandardDrafts.nextEffectiveDate();
        clock.fix(from);
        String before = standardOf(withResults);
        assertNotEquals(draft, before);
        asNationalAdmin().body("{\"effectiveFrom\": \"" + from + "\"}").when().post("/api/v1/standards/" + draft
                + "/publish").then().statusCode(200);
        assertEquals(draft, standardOf(withResults), "the version kept for the day was forgotten on publication");
    }

    private static String standardOf(String registrationNo) {
        return given().when().get("/api/v1/players/" + registrationNo + "/eligibility").then().statusCode(200)
                .extract().path("standard");
    }
}
