package org.dengji.certification;

import static org.dengji.certification.CertificationFixtures.as;
import static org.dengji.certification.CertificationFixtures.opened;
import static org.dengji.certification.CertificationFixtures.stepOk;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The application page offers exactly the steps the API accepts from its reader: at every stage of a
 * first-class application, for each staff member who may read it, the page's buttons are the API's
 * {@code allowedActions}; every step not offered is refused by the API, and the one taken is accepted.
 * The confirmation of an approval, the objection forms and the queue filters through the pages.
 */
@QuarkusTest
class LifeCyclePagesTest {

    private static final String ZJ = CertificationFixtures.ZHEJIANG;
    private static final Pattern BUTTON = Pattern.compile("id=\"action-([A-Z_]+)\"");

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

    private static StaffSession session(String user) {
        return StaffSession.signIn(user, StaffFixtures.PASSWORD);
    }

    private static List<String> buttons(StaffSession session, long id) {
        Matcher m = BUTTON.matcher(session.get("/applications/" + id).asString());
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private static List<String> apiActions(String user, long id) {
        return as(user).get("/api/v1/applications/" + id).then().statusCode(200).extract().jsonPath()
                .getList("allowedActions", String.class);
    }

    /** For every reader: page buttons = API actions, and every other action is refused by the API. */
    private void assertOffersMatch(Map<String, StaffSession> readers, long id) {
        for (Map.Entry<String, StaffSession> reader : readers.entrySet()) {
            List<String> offered = buttons(reader.getValue(), id);
            assertEquals(apiActions(reader.getKey(), id), offered, reader.getKey() + " on " + id);
            for (String action : List.of("SUBMIT", "RECOMMEND", "RETURN", "REJECT", "START_NOTICE", "APPROVE",
                    "ACKNOWLEDGE_FILING", "REVOKE")) {
                if (!offered.contains(action)) {
                    int status = CertificationFixtures.step(reader.getKey(), id, action, "why").extract().statusCode();
                    assertTrue(status == 403 || status == 409 || status == 422, reader.getKey() + " " + action + " "
                            + status);
                }
            }
        }
    }

    @Test
    void shouldOfferOnEachPageExactlyTheStepsTheApiTakesFromItsReader() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        Map<String, StaffSession> readers = new LinkedHashMap<>();
        for (Role role : List.of(Role.REGISTRAR, Role.REVIEWER, Role.APPROVER, Role.ADMIN)) {
            String user = world.staffAt(ZJ, role);
            readers.put(user, session(user));
        }
        String registrar = world.staffAt(ZJ, Role.REGISTRAR);
        String reviewer = world.staffAt(ZJ, Role.REVIEWER);
        String approver = world.staffAt(ZJ, Role.APPROVER);
        long id = opened(registrar, player, "FIRST_CLASS");
        assertEquals(List.of("SUBMIT"), buttons(readers.get(registrar), id));
        assertOffersMatch(readers, id);
        stepOk(registrar, id, "SUBMIT");
        assertEquals(List.of("RECOMMEND", "RETURN", "REJECT"), buttons(readers.get(reviewer), id));
        assertEquals(List.of(), buttons(readers.get(approver), id), "the approver is not offered a reviewer's step");
        assertOffersMatch(readers, id);
        stepOk(reviewer, id, "RECOMMEND");
        assertOffersMatch(readers, id);
        stepOk(reviewer, id, "START_NOTICE");
        assertOffersMatch(readers, id);
        assertEquals(List.of(), buttons(readers.get(approver), id), "nothing during the notice");
        clock.fix(LocalDate.of(2025, 7, 8));
        assertEquals(List.of("REJECT", "APPROVE"), buttons(readers.get(approver), id));
        String onNoticeHtml = readers.get(approver).get("/applications/" + id).asString();
        assertThat(onNoticeHtml, containsString("2025-07-01 至 2025-07-07（含）"));

        assertOffersMatch(readers, id);

        Map<String, String> unconfirmed = Map.of("action", "APPROVE", "note", "");
        String page = "/applications/" + id;
        Response refused = readers.get(approver).postForm(page, page + "/transitions", unconfirmed);
        assertEquals(400, refused.statusCode());
        assertThat(refused.asString(), containsString("data-code=\"CONFIRMATION_REQUIRED\""));
        assertThat(refused.asString(), containsString("请勾选确认后再提交"));
        assertEquals(303, readers.get(approver).postForm(page, page + "/transitions",
                Map.of("action", "APPROVE", "confirm", "1")).statusCode());
        assertEquals(List.of("REVOKE"), buttons(readers.get(approver), id));
        String approved = readers.get(approver).get(page).asString();
        assertThat(approved, containsString("公示期满，无未处理的异议"));
        assertThat(approved, containsString("（公示期满自动转入）"));
        assertThat(approved, containsString("按开立当日已公布的成绩评定"));
        assertThat(approved, not(containsString("evaluated on")));
        assertThat(readers.get(approver).get(page).asString(), containsString("id=\"false-materials\""));
        assertOffersMatch(readers, id);

        Response revoke = readers.get(approver).postForm(page, page + "/transitions",
                Map.of("action", "REVOKE", "confirm", "1", "note", ""));
        assertEquals(400, revoke.statusCode());
        assertThat(revoke.asString(), containsString("data-code=\"NOTE_REQUIRED\""));
        assertEquals(303, readers.get(approver).postForm(page, page + "/transitions", Map.of("action", "REVOKE",
                "confirm", "1", "note", "伪造成绩", "falseMaterials", "1")).statusCode());
        as(approver).get("/api/v1/applications/" + id).then().statusCode(200)
                .body("status", org.hamcrest.Matchers.equalTo("REVOKED"))
                .body("falseMaterials", org.hamcrest.Matchers.equalTo(true));
        assertThat(readers.get(approver).get(page).asString(), containsString("id=\"false-materials-fact\""));
        assertOffersMatch(readers, id);
    }

    @Test
    void shouldListAndDecideObjectionsOnTheApplicationPage() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        long id = world.onNotice(ZJ, player, "FIRST_CLASS");
        StaffSession visitor = StaffSession.anonymous();
        Response lodged = visitor.postForm("/notices", "/notices/" + id + "/objections",
                Map.of("name", "李四", "contact", "13800000000", "text", "第五轮未出场。"));
        assertEquals(303, lodged.statusCode());
        String reference = lodged.header("Location").replaceAll(".*lodged=", "");
        assertThat(visitor.get("/notices?lodged=" + reference).asString(), containsString("编号 " + reference));

        String page = "/applications/" + id;
        StaffSession reviewer = session(world.staffAt(ZJ, Role.REVIEWER));
        String html = reviewer.get(page).asString();
        assertThat(html, containsString("id=\"objection-" + reference + "\""));
        assertThat(html, containsString("第五轮未出场。"));
        assertThat(html, containsString("id=\"sustain-" + reference + "\""));
        assertThat(reviewer.get("/applications?queue=notice").asString(),
                containsString("id=\"objections-" + id + "\""));

        String decide = page + "/objections/" + reference;
        StaffSession approver = session(world.staffAt(ZJ, Role.APPROVER));
        assertThat(approver.get(page).asString(), not(containsString("id=\"sustain-")));
        assertEquals(403, approver.postForm(page, decide, Map.of("outcome", "SUSTAIN", "note", "x")).statusCode());
        assertEquals(404, session(world.staffAt("1100", Role.REVIEWER)).postForm("/applications", decide,
                Map.of("outcome", "SUSTAIN", "note", "x")).statusCode());
        Response anonymous = StaffSession.anonymous().request().redirects().follow(false)
                .contentType("application/x-www-form-urlencoded").formParams(Map.of("outcome", "SUSTAIN", "note", "x"))
                .post(decide);
        assertTrue(anonymous.statusCode() == 302 || anonymous.statusCode() == 401 || anonymous.statusCode() == 403,
                "anonymous: " + anonymous.statusCode());
        Response noNote = reviewer.postForm(page, decide, Map.of("outcome", "SUSTAIN", "note", " "));
        assertEquals(400, noNote.statusCode());
        assertThat(noNote.asString(), containsString("请填写必填项"));

        assertEquals(303, reviewer.postForm(page, decide, Map.of("outcome", "SUSTAIN", "note", "核实属实")).statusCode());
        String after = reviewer.get(page).asString();
        assertThat(after, containsString("id=\"status\">未批准"));
        assertThat(after, containsString("核实属实"));
        assertThat(after, not(containsString("id=\"sustain-")));
        Response twice = reviewer.postForm(page, decide, Map.of("outcome", "DISMISS", "note", "again"));
        assertEquals(409, twice.statusCode());
        assertThat(twice.asString(), containsString("该异议已处理"));
    }

    @Test
    void shouldFilterAndPageTheQueuesAndNameAValueItCannotRead() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        String registrar = world.staffAt(ZJ, Role.REGISTRAR);
        long id = opened(registrar, player, "FIRST_CLASS");
        StaffSession session = session(registrar);
        String link = "href=\"/applications/" + id + "\"";
        assertThat(session.get("/applications?queue=drafts&q=" + player).asString(), containsString(link));
        assertThat(session.get("/applications?queue=drafts&q=" + player.substring(2).replaceFirst("^0+", ""))
                .asString(), containsString(link));
        assertThat(session.get("/applications?queue=drafts&q=" + player + "&title=MASTER").asString(),
                not(containsString(link)));
        assertThat(session.get("/applications?queue=drafts&q=" + player + "&unit=3300&from=2020-01-01").asString(),
                containsString(link));
        assertThat(session.get("/applications?queue=review&q=" + player).asString(), not(containsString(link)));

        Response bad = session.get("/applications?queue=drafts&from=2025-13-45&page=-1");
        assertEquals(400, bad.statusCode());
        assertThat(bad.asString(), containsString("起始日期应写作"));
        assertThat(bad.asString(), containsString("页码应为正整数"));
        assertEquals(400, session.get("/applications?queue=nonsense").statusCode());
        assertEquals(200, session.get("/applications?queue=drafts&page=999").statusCode(), "past the end: the last page");
    }

    @Test
    void shouldSayOnTheQueuesPageWhyAnApplicationWasNotOpened() {
        String player = world.winnerOf(ZJ, "PROVINCIAL_INDIVIDUAL");
        StaffSession registrar = session(world.staffAt(ZJ, Role.REGISTRAR));
        Response unmet = registrar.postForm("/applications", "/applications",
                Map.of("registrationNo", player, "title", "GRANDMASTER"));
        assertEquals(422, unmet.statusCode());
        assertThat(unmet.asString(), containsString("data-code=\"NOT_QUALIFIED\""));
        assertThat(unmet.asString(), containsString("未达到所选称号的任何一条标准"));
        assertThat(unmet.asString(), containsString("id=\"reasons\""));
        assertThat(unmet.asString(), containsString("第一条"));
        assertThat(unmet.asString(), containsString("value=\"" + player + "\" required"));
        assertThat(unmet.asString(), containsString("<option value=\"GRANDMASTER\" selected>"));

        Response unknown = registrar.postForm("/applications", "/applications",
                Map.of("registrationNo", "CN99999999", "title", "FIRST_CLASS"));
        assertEquals(404, unknown.statusCode());
        assertThat(unknown.asString(), containsString("本单位管辖范围内没有这个注册号的棋手"));
        Response english = registrar.postForm("/applications?lang=en", "/applications?lang=en",
                Map.of("registrationNo", player, "title", "GRANDMASTER"));
        assertThat(english.asString(), containsString("meets no clause of the title chosen"));
        assertThat(english.asString(), containsString("Article 1, men, Grandmaster (1)"));
        assertThat(english.asString(), not(containsString("第一条")));
    }
}
