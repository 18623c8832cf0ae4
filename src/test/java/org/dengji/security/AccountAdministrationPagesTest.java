package org.dengji.security;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.stream.Stream;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The account forms of the user pages, each for the allowed role, a wrong role, anonymous and out of
 * jurisdiction; and what the pages show after each change, in the reader's language.
 */
@QuarkusTest
class AccountAdministrationPagesTest {

    @Inject
    StaffFixtures staff;

    /** One form of the edit page: where it posts, what it sends, and the notice it leads to. */
    record Form(String name, String path, Map<String, String> fields, String notice) {

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Form> forms() {
        return Stream.of(
                new Form("edit", "", Map.of("displayName", "周婷", "roles", "REVIEWER"), "已保存。"),
                new Form("deactivate", "/deactivate", Map.of(), "账户已停用。"),
                new Form("reactivate", "/reactivate", Map.of(), "账户已重新启用。"),
                new Form("new password", "/password", Map.of("password", "a-fresh-password-1"), "密码已重设。"));
    }

    private long account(String prefix, Role role, String unitCode) {
        return staff.account(staff.fresh(prefix, role, unitCode)).id;
    }

    /** Edit posts also carry the unit, which the form always sends. */
    private Map<String, String> withUnit(Form form) {
        if (!form.path().isEmpty()) {
            return form.fields();
        }
        return Map.of("displayName", "周婷", "roles", "REVIEWER", "organisationId",
                Long.toString(staff.unit("3300").id));
    }

    @ParameterizedTest
    @MethodSource("forms")
    void shouldChangeAnAccountOfTheOwnProvinceAndSayWhatWasDone(Form form) {
        String admin = staff.fresh("page-admin", Role.ADMIN, "3300");
        long clerk = account("page-clerk", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        Response done = browser.postForm("/admin/users/" + clerk, "/admin/users/" + clerk + form.path(), withUnit(form));
        assertEquals(303, done.statusCode(), done.asString());
        assertThat(done.header("Location"), containsString("/admin/users/" + clerk + "?done="));
        String page = browser.get(done.header("Location")).asString();
        assertThat(page, containsString(form.notice()));
        if (form.name().equals("edit")) {
            assertThat(page, containsString("value=\"周婷\""));
            assertThat(page, containsString("value=\"REVIEWER\" checked"));
        }
    }

    @ParameterizedTest
    @MethodSource("forms")
    void shouldRefuseTheFormsToARegistrar(Form form) {
        String registrar = staff.fresh("page-registrar", Role.REGISTRAR, "3300");
        long clerk = account("page-clerk", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.signIn(registrar, StaffFixtures.PASSWORD);
        Response refused = browser.postForm("/", "/admin/users/" + clerk + form.path(), withUnit(form));
        assertEquals(403, refused.statusCode());
        assertThat(refused.asString(), containsString("您的角色或管辖范围不允许此操作"));
        assertEquals(403, browser.get("/admin/users/" + clerk).statusCode());
    }

    @ParameterizedTest
    @MethodSource("forms")
    void shouldSendAnAnonymousVisitorToSignIn(Form form) {
        long clerk = account("page-clerk", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.anonymous();
        Response refused = browser.postForm("/eligibility", "/admin/users/" + clerk + form.path(), withUnit(form));
        assertEquals(302, refused.statusCode());
        assertThat(refused.header("Location"), endsWith("/login"));
        assertTrue(staff.account(staff.accountName(clerk)).active);
    }

    @ParameterizedTest
    @MethodSource("forms")
    void shouldRefuseAnAccountOfAnotherProvinceOrOfTheNationalAuthority(Form form) {
        String admin = staff.fresh("page-admin", Role.ADMIN, "3300");
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        for (String unitCode : new String[] { "3200", "0001" }) {
            long foreign = account("foreign-clerk", Role.REGISTRAR, unitCode);
            Response refused = browser.postForm("/admin/users", "/admin/users/" + foreign + form.path(), withUnit(form));
            // An account outside the administrator's subtree answers as one that does not exist.
            assertEquals(404, refused.statusCode(), unitCode);
            assertEquals(404, browser.get("/admin/users/" + foreign).statusCode());
            assertTrue(staff.account(staff.accountName(foreign)).active, unitCode);
        }
    }

    @Test
    void shouldShowTheFormAgainWithWhatWasWrongInTheReadersLanguage() {
        String admin = staff.fresh("page-admin", Role.ADMIN, "3300");
        long clerk = account("page-clerk", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        browser.set("lang", "en");
        Response refused = browser.postForm("/admin/users/" + clerk, "/admin/users/" + clerk + "/password",
                Map.of("password", "国际象棋等级称号登记系统国际象棋等级称号登记系统国"));
        assertEquals(400, refused.statusCode());
        assertThat(refused.asString(), containsString("Please correct the following:"));
        assertThat(refused.asString(), containsString("at most 72 bytes"));
        assertThat(refused.asString(), not(containsString("登记系统国")));

        Response noRoles = browser.postForm("/admin/users/" + clerk, "/admin/users/" + clerk,
                Map.of("displayName", "Wang", "organisationId", Long.toString(staff.unit("3300").id)));
        assertEquals(400, noRoles.statusCode());
        assertThat(noRoles.asString(), containsString("<span class=\"code\">roles</span>"));
        assertThat(noRoles.asString(), containsString("value=\"Wang\""));
    }

    @Test
    void shouldListEveryAccountOfTheProvinceWithItsStatusAndNoOther() {
        String admin = staff.fresh("list-admin", Role.ADMIN, "3300");
        String leaver = staff.fresh("list-leaver", Role.REVIEWER, "3300");
        String foreign = staff.fresh("list-foreign", Role.REVIEWER, "3200");
        StaffSession browser = StaffSession.signIn(admin, StaffFixtures.PASSWORD);
        long id = staff.account(leaver).id;
        browser.postForm("/admin/users/" + id, "/admin/users/" + id + "/deactivate", Map.of());
        String list = browser.get("/admin/users").asString();
        String row = list.substring(list.indexOf("data-username=\"" + leaver + "\""));
        row = row.substring(0, row.indexOf("</tr>"));
        assertThat(row, containsString("审核员"));
        assertThat(row, containsString("已停用"));
        assertThat(row, containsString("href=\"/admin/users/" + id + "\""));
        assertFalse(list.contains(foreign), "an account of another province is not listed");
    }
}
