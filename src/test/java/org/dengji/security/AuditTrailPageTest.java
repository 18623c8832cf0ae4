package org.dengji.security;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.audit.AuditEntry;
import org.dengji.authority.Organisation;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /admin/audit}: the administrators' audit page reads what the audit API reads, within the
 * reader's jurisdiction, with times in China's zone, the person's name, filters and pages; bad filters
 * give the form again with the reason. Entries are written straight into the log, each test with an
 * actor of its own (广西 4500 as the reader's province, 贵州 5200 as another).
 */
@QuarkusTest
class AuditTrailPageTest {

    private static final Pattern NEXT = Pattern.compile("id=\"next-page\" rel=\"next\" href=\"([^\"]+)\"");
    private static final Pattern PREVIOUS = Pattern.compile("id=\"previous-page\" rel=\"prev\" href=\"([^\"]+)\"");

    @Inject
    TreeFixtures tree;

    @Inject
    StaffFixtures staff;

    private Organisation guangxi;
    private Organisation guizhou;

    @BeforeEach
    void setUp() {
        guangxi = tree.seeded("4500");
        guizhou = tree.seeded("5200");
    }

    private static void entry(String at, String actor, String action, String type, String id, Organisation unit,
            String reason) {
        QuarkusTransaction.requiringNew().run(() -> {
            AuditEntry e = new AuditEntry();
            e.at = Instant.parse(at);
            e.actor = actor;
            e.action = action;
            e.entityType = type;
            e.entityId = id;
            e.organisationId = unit.id;
            e.reason = reason;
            e.persist();
        });
    }

    /** An entry with the note Dengji writes ({@code code} and its arguments), as the log stores it. */
    private static void noted(String at, String actor, String action, String type, String id, Organisation unit,
            String code, String arguments) {
        QuarkusTransaction.requiringNew().run(() -> {
            AuditEntry e = new AuditEntry();
            e.at = Instant.parse(at);
            e.actor = actor;
            e.action = action;
            e.entityType = type;
            e.entityId = id;
            e.organisationId = unit.id;
            e.noteCode = code;
            e.noteArguments = arguments;
            e.persist();
        });
    }

    private String namedAccount(String prefix, Role role, String unitCode, String displayName) {
        String username = staff.fresh(prefix, role, unitCode);
        QuarkusTransaction.requiringNew().run(() -> AppUser.update("displayName = ?1 where username = ?2", displayName,
                username));
        return username;
    }

    private static StaffSession signedIn(String username) {
        String password = username.equals(StaffFixtures.ADMIN) ? StaffFixtures.ADMIN_PASSWORD : StaffFixtures.PASSWORD;
        return StaffSession.signIn(username, password);
    }

    private static String link(Pattern pattern, String page) {
        Matcher m = pattern.matcher(page);
        if (!m.find()) {
            throw new AssertionError("no link " + pattern + " in " + page);
        }
        return m.group(1).replace("&amp;", "&");
    }

    @Test
    void shouldShowEachEntryInChinaTimeWithThePersonsNameInEitherLanguage() {
        String clerk = namedAccount("audit-clerk", Role.REGISTRAR, "4500", "韦审计");
        entry("2026-12-01T14:06:00Z", clerk, "EVENT_PUBLISHED", "event", "8801", guangxi, "区赛成绩公布");
        StaffSession admin = signedIn(tree.admin(guangxi));

        String zh = admin.get("/admin/audit?who=" + clerk).then().statusCode(200).extract().asString();
        assertThat(zh, containsString("2026-12-01 22:06"));
        assertThat(zh, not(containsString("14:06")));
        assertThat(zh, containsString("韦审计 <span class=\"code\">" + clerk + "</span>"));
        assertThat(zh, containsString("公布比赛"));
        assertThat(zh, containsString("比赛 <span class=\"code\">8801</span>"));
        assertThat(zh, containsString("区赛成绩公布"));

        String en = admin.get("/admin/audit?lang=en&who=" + clerk).then().statusCode(200).extract().asString();
        assertThat(en, containsString("1 Dec 2026, 22:06"));
        assertThat(en, containsString("Event published"));
        assertThat(en, containsString("Event <span class=\"code\">8801</span>"));
    }

    @Test
    void shouldSayDengjisOwnNotesInTheReadersLanguageAndAPersonsReasonAsWritten() {
        String actor = "audit-notes-" + tree.freeUnitCode();
        noted("2026-12-02T02:00:00Z", actor, "ORGANISATION_UPDATED", "organisation", "77", guangxi, "MOVED",
                "4501 4502");
        noted("2026-12-02T03:00:00Z", actor, "USER_PASSWORD_RESET", "user", "78", guangxi, "PASSWORD_SET", null);
        entry("2026-12-02T04:00:00Z", actor, "EVENT_CORRECTED", "event", "79", guangxi, "裁判长报告 of 1 Dec");
        StaffSession admin = signedIn(tree.admin(guangxi));

        String zh = admin.get("/admin/audit?who=" + actor).then().statusCode(200).extract().asString();
        assertEquals(java.util.List.of("裁判长报告 of 1 Dec", "由管理员设置密码", "上级单位由 4501 改为 4502"),
                org.jsoup.Jsoup.parse(zh).select("#audit-table td.note").eachText());
        String en = admin.get("/admin/audit?lang=en&who=" + actor).then().statusCode(200).extract().asString();
        assertEquals(java.util.List.of("裁判长报告 of 1 Dec", "Password set by an administrator", "Moved from 4501 to 4502"),
                org.jsoup.Jsoup.parse(en).select("#audit-table td.note").eachText());
    }

    @Test
    void shouldReadDaysInChinaOnBothSidesOfItsMidnight() {
        String actor = "audit-midnight-" + tree.freeUnitCode();
        entry("2026-12-01T15:59:00Z", actor, "USER_UPDATED", "user", "1", guangxi, "before midnight");
        entry("2026-12-01T16:00:00Z", actor, "USER_UPDATED", "user", "2", guangxi, "after midnight");
        StaffSession admin = signedIn(tree.admin(guangxi));

        String all = admin.get("/admin/audit?who=" + actor).then().statusCode(200).extract().asString();
        assertThat(all, containsString("2026-12-01 23:59"));
        assertThat(all, containsString("2026-12-02 00:00"));
        String second = admin.get("/admin/audit?who=" + actor + "&from=2026-12-02").asString();
        assertThat(second, containsString("after midnight"));
        assertThat(second, not(containsString("before midnight")));
        String first = admin.get("/admin/audit?who=" + actor + "&to=2026-12-01").asString();
        assertThat(first, containsString("before midnight"));
        assertThat(first, not(containsString("after midnight")));
    }

    @Test
    void shouldShowAProvincialAdministratorOnlyItsOwnSubtree() {
        String actor = "audit-two-provinces-" + tree.freeUnitCode();
        entry("2026-11-30T02:00:00Z", actor, "PLAYER_CORRECTED", "player", "GX-OWN", guangxi, null);
        entry("2026-11-30T03:00:00Z", actor, "PLAYER_CORRECTED", "player", "GZ-OTHER", guizhou, null);

        String provincial = signedIn(tree.admin(guangxi)).get("/admin/audit?what=player&who=" + actor).asString();
        assertThat(provincial, containsString("GX-OWN"));
        assertThat(provincial, not(containsString("GZ-OTHER")));
        String national = signedIn(StaffFixtures.ADMIN).get("/admin/audit?what=player&who=" + actor).asString();
        assertThat(national, containsString("GX-OWN"));
        assertThat(national, containsString("GZ-OTHER"));
    }

    @Test
    void shouldPageFiftyEntriesAtATimeKeepingTheFilters() {
        String actor = "audit-pager-" + tree.freeUnitCode();
        for (int i = 0; i < AuditTrailPages.PAGE_SIZE + 2; i++) {
            entry("2026-10-01T0%d:%02d:00Z".formatted(i / 60, i % 60), actor, "USER_UPDATED", "user", "p" + i,
                    guangxi, null);
        }
        StaffSession admin = signedIn(tree.admin(guangxi));

        String first = admin.get("/admin/audit?what=user&who=" + actor + "&from=2026-10-01").asString();
        assertEquals(AuditTrailPages.PAGE_SIZE, first.split("<tr data-actor=").length - 1);
        assertThat(first, not(containsString("id=\"previous-page\"")));
        String next = link(NEXT, first);
        assertEquals("/admin/audit?what=user&who=" + actor + "&from=2026-10-01&page=2", next);

        String second = admin.get(next).then().statusCode(200).extract().asString();
        assertEquals(2, second.split("<tr data-actor=").length - 1);
        assertThat(second, not(containsString("id=\"next-page\"")));
        assertEquals("/admin/audit?what=user&who=" + actor + "&from=2026-10-01&page=1", link(PREVIOUS, second));
    }

    @Test
    void shouldGiveTheFormAgainWithTheReasonForFiltersItCannotRead() {
        StaffSession admin = signedIn(tree.admin(guangxi));
        String[][] cases = {
            { "from=2026-13-45", "起始日期：不是有效的日期" },
            { "to=+999999999-12-31", "截止日期：不是有效的日期" },
            { "page=-1", "页码：须为 1 或更大的整数" },
            { "page=0", "页码：须为 1 或更大的整数" },
            { "page=abc", "页码：须为 1 或更大的整数" },
            { "what=secrets", "对象类型：没有这种对象类型" },
            { "from=2026-12-02&to=2026-12-01", "截止日期：早于起始日期" },
        };
        for (String[] bad : cases) {
            Response page = admin.get("/admin/audit?" + bad[0]);
            assertEquals(400, page.statusCode(), bad[0]);
            assertThat(bad[0], page.asString(), containsString("id=\"form-errors\""));
            assertThat(bad[0], page.asString(), containsString(bad[1]));
            assertThat(bad[0], page.asString(), containsString("id=\"audit-filter\""));
        }
        String en = admin.get("/admin/audit?lang=en&from=2026-13-45").asString();
        assertThat(en, containsString("From: not a valid day: write it as 2026-12-01."));
        assertThat(en, containsString("value=\"2026-13-45\""));
    }

    @Test
    void shouldRefuseEveryoneButAdministrators() {
        for (Role role : new Role[] { Role.REGISTRAR, Role.REVIEWER, Role.APPROVER }) {
            Response refused = signedIn(staff.fresh("audit-" + role.name().toLowerCase(), role, "4500"))
                    .get("/admin/audit");
            assertEquals(403, refused.statusCode(), role.name());
            assertThat(refused.asString(), containsString("您的角色或管辖范围不允许此操作"));
            assertThat(refused.asString(), not(containsString("id=\"nav-audit\"")));
        }
        Response anonymous = StaffSession.anonymous().get("/admin/audit?who=admin");
        assertEquals(302, anonymous.statusCode());
        assertThat(anonymous.header("Location"), endsWith("/login"));
    }

    @Test
    void shouldLinkThePageFromTheAdministratorsNavigation() {
        String home = signedIn(tree.admin(guangxi)).get("/").asString();
        assertThat(home, containsString("<a href=\"/admin/audit\" id=\"nav-audit\">审计日志</a>"));
    }
}
