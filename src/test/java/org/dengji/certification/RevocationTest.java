package org.dengji.certification;

import static io.restassured.RestAssured.given;
import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.step;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Revocation: grounds required, by the approving unit only; false materials bar the player's new
 * applications for 3 years (the day the bar ends they are accepted again); applications that relied
 * on the revoked title, or whose cited event was corrected, are flagged.
 */
@QuarkusTest
class RevocationTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void setUp() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    private long approvedFirstClass(String player) {
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        stepOk(world.staffAt(ZJ, Role.APPROVER), id, "APPROVE");
        return id;
    }

    @Test
    void shouldRevokeWithGroundsAndBarThePlayerForThreeYears() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = approvedFirstClass(player);
        String approver = world.staffAt(ZJ, Role.APPROVER);
        step(approver, id, "REVOKE", null).statusCode(400).body("code", equalTo("NOTE_REQUIRED"));
        step(world.staffAt(ZJ, Role.REVIEWER), id, "REVOKE", "n").statusCode(403);
        step(world.staffAt("4400", Role.APPROVER), id, "REVOKE", "n").statusCode(404);
        as(approver).body(Map.of("action", "SUBMIT", "falseMaterials", true))
                .post("/api/v1/applications/" + id + "/transitions").then().statusCode(400);

        clock.fix(LocalDate.of(2025, 7, 10));
        as(approver).body(Map.of("action", "REVOKE", "note", "Forged arbiter's report.", "falseMaterials", true))
                .post("/api/v1/applications/" + id + "/transitions").then().statusCode(200)
                .body("status", equalTo("REVOKED")).body("revokedOn", equalTo("2025-07-10"))
                .body("falseMaterials", equalTo(true));
        given().get("/api/v1/players/" + player).then().body("nationalTitle", nullValue());
        step(approver, id, "REVOKE", "again").statusCode(409);

        CertificationFixtures.open(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS").statusCode(422)
                .body("code", equalTo("PLAYER_BARRED")).body("detail", containsString("2028-07-10"));
        clock.fix(LocalDate.of(2028, 7, 9));
        CertificationFixtures.open(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS").statusCode(422)
                .body("code", equalTo("PLAYER_BARRED"));
        // The bar has ended; the old result is outside the window by now, so the evaluator refuses instead.
        clock.fix(LocalDate.of(2028, 7, 10));
        CertificationFixtures.open(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS").statusCode(422)
                .body("code", equalTo("NOT_QUALIFIED"));
    }

    @Test
    void shouldNotBarAPlayerWhoseTitleWasRevokedForOtherGrounds() {
        String tag = RegistryFixtures.tag();
        var first = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", tag, "First");
        long id = approvedFirstClass(first.byPlace().get(1));
        stepOk(world.staffAt(ZJ, Role.APPROVER), id, "REVOKE");
        world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", tag, "Second");
        CertificationFixtures.open(world.staffAt(ZJ, Role.REGISTRAR), first.byPlace().get(1), "FIRST_CLASS")
                .statusCode(201);
    }

    @Test
    void shouldFlagApplicationsThatReliedOnARevokedTitleOrCiteACorrectedEvent() {
        Organisation county = world.county();
        String tag = RegistryFixtures.tag();
        var countyEvent = world.imported(county.unitCode, "COUNTY_INDIVIDUAL", "OPEN", tag, "County");
        String player = countyEvent.byPlace().get(1);
        long third = world.onNotice(ZJ, player, "THIRD_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        stepOk(world.staffAt(county.unitCode, Role.APPROVER), third, "APPROVE");
        given().get("/api/v1/players/" + player).then().body("nationalTitle", equalTo("THIRD_CLASS"));

        var provincial = world.imported(ZJ, "PROVINCIAL_INDIVIDUAL", "OPEN", tag, "Provincial");
        long first = CertificationFixtures.opened(world.staffAt(ZJ, Role.REGISTRAR), player, "FIRST_CLASS");
        as(world.staffAt(ZJ, Role.REVIEWER)).get("/api/v1/applications/" + first).then().body("flags", empty());

        stepOk(world.staffAt(county.unitCode, Role.APPROVER), third, "REVOKE");
        as(world.staffAt(ZJ, Role.REVIEWER)).get("/api/v1/applications/" + first).then()
                .body("flags", hasSize(1)).body("flags[0]", containsString("Third class (application " + third));
        given().get("/api/v1/players/" + player).then().body("nationalTitle", nullValue());

        as(world.staffAt(ZJ, Role.REGISTRAR)).body(Map.of("reason", "Arbiter's report", "name", "Provincial renamed"))
                .post("/api/v1/events/" + provincial.id() + "/corrections").then().statusCode(200);
        as(world.staffAt(ZJ, Role.REVIEWER)).get("/api/v1/applications/" + first).then()
                .body("flags", hasSize(2)).body("flags[1]", containsString("Arbiter's report"));
    }
}
