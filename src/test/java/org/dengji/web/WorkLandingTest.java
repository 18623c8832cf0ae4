package org.dengji.web;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.Role;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.junit.jupiter.api.Test;

/**
 * Work first: staff who sign in from the login page land on their work (a reviewer's or approver's
 * queues, the registrar's desk, the administrator's audit page), following the redirects as a browser
 * does; a sign-in for a page asked for still returns to that page.
 */
@QuarkusTest
class WorkLandingTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    StaffFixtures staff;

    /** The paths a browser passes through from {@code answer} to the page it shows, and that page. */
    private record Journey(List<String> paths, Response page) {
        String last() {
            return paths.get(paths.size() - 1);
        }
    }

    private static Journey follow(StaffSession browser, Response answer) {
        List<String> paths = new ArrayList<>();
        while (answer.statusCode() / 100 == 3) {
            URI next = URI.create(answer.header("Location"));
            String path = next.getRawPath() + (next.getRawQuery() == null ? "" : "?" + next.getRawQuery());
            paths.add(path);
            answer = browser.get(path);
        }
        return new Journey(paths, answer);
    }

    private Journey signInFromTheLoginPage(Role role) {
        StaffSession browser = StaffSession.anonymous();
        Response signedIn = browser.signInAgain(staff.fresh("landing-" + role.name().toLowerCase(), role, "3300"),
                StaffFixtures.PASSWORD);
        assertEquals(302, signedIn.statusCode());
        assertEquals(base + "work", signedIn.header("Location"));
        return follow(browser, signedIn);
    }

    @Test
    void shouldLandAReviewerOnTheQueues() {
        Journey journey = signInFromTheLoginPage(Role.REVIEWER);
        assertEquals(List.of("/work", "/applications"), journey.paths());
        assertEquals(200, journey.page().statusCode());
        assertThat(journey.page().asString(), containsString("id=\"queue-counts\""));
    }

    @Test
    void shouldLandAnApproverOnTheQueues() {
        Journey journey = signInFromTheLoginPage(Role.APPROVER);
        assertEquals("/applications", journey.last());
        assertEquals(200, journey.page().statusCode());
        assertThat(journey.page().asString(), containsString("id=\"queue-counts\""));
    }

    @Test
    void shouldLandARegistrarOnTheDesk() {
        Journey journey = signInFromTheLoginPage(Role.REGISTRAR);
        assertEquals("/registry/events", journey.last());
        assertEquals(200, journey.page().statusCode());
        assertThat(journey.page().asString(), containsString("id=\"import-form\""));
    }

    @Test
    void shouldLandAnAdministratorOnTheAuditPage() {
        Journey journey = signInFromTheLoginPage(Role.ADMIN);
        assertEquals("/admin/audit", journey.last());
        assertEquals(200, journey.page().statusCode());
        assertThat(journey.page().asString(), containsString("<h1>审计日志</h1>"));
    }

    @Test
    void shouldLandAnAccountWithEveryRoleOnTheQueuesFirst() {
        StaffSession browser = StaffSession.anonymous();
        Response signedIn = browser.signInAgain(staff.freshWithEveryRole("landing-all", "3300"), StaffFixtures.PASSWORD);
        assertEquals("/applications", follow(browser, signedIn).last());
    }

    @Test
    void shouldStillReturnToThePageAskedForBeforeSigningIn() {
        String registrar = staff.fresh("landing-return", Role.REGISTRAR, "3300");
        StaffSession browser = StaffSession.anonymous();
        Response challenge = browser.get("/applications?lang=en");
        assertEquals(302, challenge.statusCode());
        assertThat(challenge.header("Location"), endsWith("/login"));
        Response signedIn = browser.signInAgain(registrar, StaffFixtures.PASSWORD);
        assertEquals(base + "applications?lang=en", signedIn.header("Location"));
        Journey journey = follow(browser, signedIn);
        assertEquals(List.of("/applications?lang=en"), journey.paths());
        assertEquals(200, journey.page().statusCode());
    }

    @Test
    void shouldAskAVisitorOfTheWorkPageToSignInAndBringThemBack() {
        String reviewer = staff.fresh("landing-visitor", Role.REVIEWER, "3300");
        StaffSession browser = StaffSession.anonymous();
        Response challenge = browser.get("/work");
        assertEquals(302, challenge.statusCode());
        assertThat(challenge.header("Location"), endsWith("/login"));
        Response signedIn = browser.signInAgain(reviewer, StaffFixtures.PASSWORD);
        assertEquals("/applications", follow(browser, signedIn).last());
    }
}
