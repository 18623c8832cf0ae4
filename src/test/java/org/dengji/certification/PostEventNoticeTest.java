package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.empty;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.registry.demo.DemoLoader;
import org.dengji.registry.event.Event;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Post-event granting: a reviewer places every qualifier of a locked official event on public notice
 * at once, from a fixture event and from the demo registry's national championship.
 */
@QuarkusTest
class PostEventNoticeTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @Inject
    DemoLoader demo;

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private static io.restassured.response.ValidatableResponse place(String user, long eventId) {
        return as(user).body(Map.of("eventId", eventId)).post("/api/v1/notices/post-event").then();
    }

    @Test
    void shouldPlaceEveryQualifierOfALockedEventOnNoticeTogether() {
        clock.fix(LocalDate.of(2025, 7, 1));
        var event = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", org.dengji.registry.RegistryFixtures.tag(),
                "Locked");
        String reviewer = world.staffAt(ZJ, Role.REVIEWER);
        place(reviewer, event.id()).statusCode(409).body("code", equalTo("EVENT_NOT_LOCKED"));
        as(world.staffAt(ZJ, Role.REGISTRAR)).post("/api/v1/events/" + event.id() + "/lock").then().statusCode(200);

        given().contentType("application/json").body(Map.of("eventId", event.id()))
                .post("/api/v1/notices/post-event").then().statusCode(401);
        place(world.staffAt(ZJ, Role.REGISTRAR), event.id()).statusCode(403);
        // An event organised outside the reviewer's subtree answers as one that does not exist.
        place(world.staffAt("1100", Role.REVIEWER), event.id()).statusCode(404)
                .body("code", equalTo("EVENT_NOT_FOUND"))
                .body("detail", equalTo("There is no event " + event.id() + "."));
        place(reviewer, Long.MAX_VALUE).statusCode(404).body("code", equalTo("EVENT_NOT_FOUND"));

        place(reviewer, event.id()).statusCode(200)
                .body("placed", hasSize(6))
                .body("placed.status", everyItem(equalTo("PUBLIC_NOTICE")))
                .body("placed.title", everyItem(equalTo("FIRST_CLASS")))
                .body("placed.approvingUnit", everyItem(equalTo(ZJ)))
                .body("placed[0].registrationNo", equalTo(event.byPlace().get(1)))
                .body("placed[0].history.action", hasItem("POST_EVENT_NOTICE"))
                .body("skipped", empty())
                .body("leftOut", empty());
        given().get("/api/v1/notices").then().body("registrationNo", hasItem(event.byPlace().get(6)));
        // Placed twice: every result is now cited, so everybody is left out with the reason.
        place(reviewer, event.id()).statusCode(200).body("placed", empty())
                .body("skipped.code", everyItem(equalTo("RESULT_ALREADY_USED")));
    }

    @Test
    void shouldPlaceTheDemoNationalChampionshipsQualifiersOnNotice() {
        boolean loaded = QuarkusTransaction.requiringNew().call(() -> Event.count("demo", true) > 0);
        if (!loaded) {
            demo.load(LocalDate.now(clock));
        }
        long national = QuarkusTransaction.requiringNew().call(() -> Event.<Event>find("name = ?1 and demo = true",
                "全国国际象棋个人锦标赛").firstResult().id);
        as(world.staffAt(CertificationFixtures.NATIONAL, Role.REGISTRAR)).post("/api/v1/events/" + national + "/lock")
                .then().statusCode(200);
        String champion = given().get("/api/v1/events/" + national + "/standings").then().extract().jsonPath()
                .getString("[0].registrationNo");
        place(world.staffAt(CertificationFixtures.NATIONAL, Role.REVIEWER), national).statusCode(200)
                .body("placed", not(empty()))
                .body("placed.find { it.registrationNo == '" + champion + "' }.title", equalTo("GRANDMASTER"))
                .body("placed.find { it.registrationNo == '" + champion + "' }.approvingUnit", equalTo("0001"));
    }
}
