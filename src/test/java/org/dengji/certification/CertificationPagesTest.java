package org.dengji.certification;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.Map;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The certification pages through their forms: the queues with counts limited to the jurisdiction,
 * the application page with the evaluator's explanation, the evidence and the history, each form for
 * the allowed role, a wrong role, anonymous and out of jurisdiction; the public notice board with its
 * objection form; the dashboard's chart.
 */
@QuarkusTest
class CertificationPagesTest {

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

    private static StaffSession as(String user) {
        return StaffSession.signIn(user, StaffFixtures.PASSWORD);
    }

    @Test
    void shouldOpenAnApplicationByFormOnlyForARegistrarOrReviewerOfThePlayer() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        Map<String, String> form = Map.of("registrationNo", player, "title", "FIRST_CLASS");
        StaffSession approver = as(world.staffAt(ZJ, Role.APPROVER));
        assertEquals(403, approver.postForm("/applications", "/applications", form).statusCode());
        StaffSession outsider = as(world.staffAt("1100", Role.REGISTRAR));
        Response refused = outsider.postForm("/applications", "/applications", form);
        assertEquals(403, refused.statusCode());
        assertThat(refused.asString(), containsString("<html"));
        Response anonymous = StaffSession.anonymous().request().redirects().follow(false)
                .contentType("application/x-www-form-urlencoded").formParams(form).post("/applications");
        assertTrue(anonymous.statusCode() == 302 || anonymous.statusCode() == 401 || anonymous.statusCode() == 403,
                "anonymous: " + anonymous.statusCode());

        StaffSession registrar = as(world.staffAt(ZJ, Role.REGISTRAR));
        Response opened = registrar.postForm("/applications", "/applications", form);
        assertEquals(303, opened.statusCode());
        String page = opened.header("Location");
        String html = registrar.get(page).asString();
        assertThat(html, containsString("id=\"status\">草稿"));
        assertThat(html, containsString("本申请所依据"));
        assertThat(html, containsString("id=\"evidence\""));
        assertThat(html, containsString("<td>开立申请</td>"));
        assertThat(html, not(containsString("OPENED")));

        String id = page.substring(page.lastIndexOf('/') + 1);
        assertEquals(403, as(world.staffAt(ZJ, Role.REVIEWER)).postForm(page, page + "/transitions",
                Map.of("action", "SUBMIT")).statusCode());
        // Out of jurisdiction: as for an application that does not exist.
        assertEquals(404, as(world.staffAt("1100", Role.REGISTRAR)).postForm("/applications",
                page + "/transitions", Map.of("action", "SUBMIT")).statusCode());
        assertEquals(404, as(world.staffAt("1100", Role.REVIEWER)).get(page).statusCode());
        assertEquals(303, registrar.postForm(page, page + "/transitions", Map.of("action", "SUBMIT")).statusCode());
        String submitted = registrar.get(page).asString();
        assertThat(submitted, containsString("id=\"status\">已提交"));
        assertThat(submitted, containsString("<td>提交 → 已提交</td>"));
        assertThat(registrar.get(page + "?lang=en").asString(), containsString("<td>Submitted → submitted</td>"));
        Response again = registrar.postForm(page, page + "/transitions", Map.of("action", "SUBMIT"));
        assertEquals(409, again.statusCode());
        assertThat(again.asString(), containsString("data-code=\"APPLICATION_STATE\""));
        assertThat(again.asString(), containsString("state does not allow this step"));

        String review = "/applications?queue=review&sort=NEWEST";
        Response queues = as(world.staffAt(ZJ, Role.REVIEWER)).get(review);
        assertThat(queues.asString(), containsString("href=\"/applications/" + id + "\""));
        assertThat(as(world.staffAt("1100", Role.REVIEWER)).get(review).asString(),
                not(containsString("href=\"/applications/" + id + "\"")));
    }

    @Test
    void shouldListNoticesPubliclyAndTakeAnObjectionByForm() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        StaffSession visitor = StaffSession.anonymous();
        String board = visitor.get("/notices").asString();
        assertThat(board, containsString("id=\"notice-" + id + "\""));
        assertThat(board, containsString("公示至 2025-07-07"));
        Response lodged = visitor.postForm("/notices", "/notices/" + id + "/objections",
                Map.of("name", "李明", "contact", "13800000000", "text", "Not his game."));
        assertEquals(303, lodged.statusCode());
        assertThat(visitor.get("/notices?lodged=1").asString(), containsString("您的异议已收到"));
        Response blank = visitor.postForm("/notices", "/notices/" + id + "/objections",
                Map.of("name", "", "contact", "x", "text", "y"));
        assertEquals(400, blank.statusCode());
        clock.fix(LocalDate.of(2025, 7, 9));
        // The objection is open: the notice stays on the board past its last day.
        assertThat(visitor.get("/notices").asString(), containsString("id=\"notice-" + id + "\""));
        assertThat(visitor.get("/notices?lang=en").asString(), containsString("On notice until 2025-07-07"));
    }

    @Test
    void shouldChartTitlesGrantedPerYearAndUnit() {
        long id = world.onNotice(ZJ, world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        clock.fix(LocalDate.of(2025, 7, 8));
        CertificationFixtures.stepOk(world.staffAt(ZJ, Role.APPROVER), id, "APPROVE");
        String html = as(world.staffAt(ZJ, Role.APPROVER)).get("/dashboard").asString();
        assertThat(html, containsString("<svg"));
        assertThat(html, containsString("2025 浙江省"));
        assertThat(html, containsString("id=\"grants\""));
        assertThat(as(world.staffAt(ZJ, Role.APPROVER)).get("/applications/" + id).asString(),
                containsString("id=\"certificate-link\""));
    }
}
