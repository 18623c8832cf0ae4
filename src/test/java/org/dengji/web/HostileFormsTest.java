package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dengji.certification.CertificationFixtures;
import org.dengji.common.Role;
import org.dengji.registry.BackgroundImports;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.StaffSession;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Page forms posted with a session's cookies and a form token that is not that session's own: the
 * token another account was given (planted in the {@code csrf-token} cookie as well, as a site that
 * can set cookies for this one would), a signed-out visitor's, or another account's token in the
 * field alone. Every one is refused with the "form has expired" page and changes nothing; the same
 * form with the session's own token goes through. First on the forms that matter most, then on
 * every page form of the code base (found from the JAX-RS classes, as {@link HostileRequestsTest}
 * finds them).
 */
@QuarkusTest
class HostileFormsTest {

    private static final String EXPIRED = "id=\"form-expired\"";
    private static final String TOKEN = "csrf-token";

    @Inject
    StaffFixtures staff;

    @Inject
    CertificationFixtures world;

    @Inject
    TestClock clock;

    @BeforeEach
    void withinTheApplicationWindow() {
        clock.fix(LocalDate.of(2025, 7, 1));
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    /** The form token another signed-in account was given: field and cookie of their session. */
    private String someoneElsesToken() {
        StaffSession other = StaffSession.signIn(staff.fresh("token-owner", Role.REVIEWER, "3300"), StaffFixtures.PASSWORD);
        return other.formToken("/eligibility");
    }

    /** {@code victim}'s cookies with {@code token} in both the cookie and the field, as a form of {@code page}. */
    private static RequestSpecification withToken(StaffSession victim, String token) {
        StaffSession planted = victim.copy();
        planted.set(TOKEN, token);
        return planted.request().contentType("application/x-www-form-urlencoded; charset=UTF-8").formParam(TOKEN, token);
    }

    private static void assertRefused(Response answer) {
        assertEquals(400, answer.statusCode(), answer.asString());
        assertThat(answer.asString(), containsString(EXPIRED));
    }

    @Test
    void shouldRefuseAnotherAccountsTokenOnTheUserAdministrationForm() {
        StaffSession admin = StaffSession.signIn(staff.fresh("swap-admin", Role.ADMIN, "3300"), StaffFixtures.PASSWORD);
        String own = admin.formToken("/admin/users");
        Map<String, String> account = Map.of("username", "swapped-" + System.nanoTime() % 100_000, "displayName", "冒名",
                "password", "a-long-password-1", "organisationId", Long.toString(staff.unit("3300").id), "roles", "REVIEWER");

        assertRefused(withToken(admin, someoneElsesToken()).formParams(account).post("/admin/users"));
        assertThat(admin.get("/admin/users").asString(), not(containsString(account.get("username"))));
        assertEquals(303, withToken(admin, own).formParams(account).post("/admin/users").statusCode());
        assertThat(admin.get("/admin/users").asString(), containsString(account.get("username")));
    }

    @Test
    void shouldRefuseAnotherAccountsTokenOnTheOrganisationForm() {
        StaffSession admin = StaffSession.signIn(staff.fresh("swap-units", Role.ADMIN, "3300"), StaffFixtures.PASSWORD);
        long zhejiang = staff.unit("3300").id;
        String own = admin.formToken("/admin/organisations/new?parent=" + zhejiang);
        Map<String, Object> unit = Map.of("parentId", zhejiang, "level", "PREFECTURE", "nameZh", "冒名市",
                "nameEn", "Swapped Token City", "unitCode", "3374");

        assertRefused(withToken(admin, someoneElsesToken()).formParams(unit).post("/admin/organisations"));
        assertThat(given().get("/api/v1/organisations").asString(), not(containsString("Swapped Token City")));
        assertEquals(303, withToken(admin, own).formParams(unit).post("/admin/organisations").statusCode());
        assertThat(given().get("/api/v1/organisations").asString(), containsString("Swapped Token City"));
    }

    @Test
    void shouldRefuseAnotherAccountsTokenOnTheImportForm() {
        RegistryFixtures.ensureStaff(staff);
        StaffSession registrar = StaffSession.signIn(RegistryFixtures.ZJ_REGISTRAR, StaffFixtures.PASSWORD);
        String own = registrar.formToken("/registry/events");
        String tag = RegistryFixtures.tag();
        String file = RegistryFixtures.fixture("trf/round-robin.trf", tag);

        Response refused = upload(registrar, someoneElsesToken(), file);
        assertRefused(refused);
        assertThat(registrar.get("/registry/events").asString(), not(containsString("Round Robin " + tag)));
        String job = BackgroundImports.jobPage(upload(registrar, own, file));
        Response imported = BackgroundImports.awaitEnd(registrar::request, job);
        assertEquals(303, imported.statusCode(), imported.asString());
        assertThat(registrar.get("/registry/events").asString(), containsString("Round Robin " + tag));
    }

    private static Response upload(StaffSession registrar, String token, String file) {
        StaffSession planted = registrar.copy();
        planted.set(TOKEN, token);
        return planted.request().multiPart(TOKEN, token).multiPart("format", "TRF").multiPart("organisation", "3300")
                .multiPart("category", "PROVINCIAL_INDIVIDUAL").multiPart("section", "OPEN").multiPart("official", "true")
                .multiPart("file", "event.trf", file.getBytes(StandardCharsets.UTF_8), "text/plain")
                .post("/registry/events");
    }

    @Test
    void shouldRefuseAnotherAccountsTokenOnACertificationTransition() {
        String clerk = world.staffAt(CertificationFixtures.ZHEJIANG, Role.REGISTRAR);
        long id = CertificationFixtures.opened(clerk, world.winnerOf(CertificationFixtures.ZHEJIANG,
                "PROVINCIAL_INDIVIDUAL"), "FIRST_CLASS");
        String page = "/applications/" + id;
        StaffSession registrar = StaffSession.signIn(clerk, StaffFixtures.PASSWORD);
        String own = registrar.formToken(page);

        assertRefused(withToken(registrar, someoneElsesToken()).formParam("action", "SUBMIT").post(page + "/transitions"));
        assertThat(registrar.get(page).asString(), containsString("id=\"status\">草稿"));
        assertEquals(303, withToken(registrar, own).formParam("action", "SUBMIT").post(page + "/transitions")
                .statusCode());
        assertThat(registrar.get(page).asString(), containsString("id=\"status\">已提交"));
    }

    /** A forged token, by where it came from. */
    private record Forgery(String name, String cookie, String field) {
    }

    @Test
    void shouldRefuseEveryPageFormPostedWithATokenThatIsNotTheSessionsOwn() {
        StaffSession victim = StaffSession.signIn(staff.freshWithEveryRole("every-form", "3300"), StaffFixtures.PASSWORD);
        String own = victim.formToken("/eligibility");
        String others = someoneElsesToken();
        String visitors = StaffSession.anonymous().formToken("/eligibility");
        List<Forgery> forgeries = List.of(new Forgery("another account's token", others, others),
                new Forgery("a signed-out visitor's token", visitors, visitors),
                new Forgery("another account's token in the field only", own, others));
        List<HostileRequestsTest.Endpoint> forms = HostileRequestsTest.endpoints().stream()
                .filter(e -> e.verb().equals("POST") && !e.isApi()).toList();
        List<String> failures = new ArrayList<>();
        for (HostileRequestsTest.Endpoint form : forms) {
            for (Forgery forgery : forgeries) {
                Response answer = post(victim, form, forgery.cookie(), forgery.field());
                if (answer.statusCode() != 400 || !answer.asString().contains(EXPIRED)) {
                    failures.add("POST " + form.path() + " with " + forgery.name() + " → " + answer.statusCode());
                }
            }
            if (!form.path().equals("/logout") && post(victim, form, own, own).asString().contains(EXPIRED)) {
                failures.add("POST " + form.path() + " with the session's own token was refused as expired");
            }
        }
        assertTrue(forms.size() >= 15, "the page forms were not found: " + forms);
        assertTrue(failures.isEmpty(), failures.size() + " of " + forms.size() * 4 + " answers fail:\n"
                + String.join("\n", failures));
        assertEquals(200, victim.get("/admin/users").statusCode(), "the session itself is unharmed");
    }

    /** Posts the form at {@code endpoint} (ids that name nothing, so that nothing changes) with the given token. */
    private static Response post(StaffSession session, HostileRequestsTest.Endpoint endpoint, String cookie, String field) {
        String path = endpoint.path().replaceAll("\\{registrationNo}", "CN99999999").replaceAll("\\{\\w+}", "999999999");
        StaffSession planted = session.copy();
        planted.set(TOKEN, cookie);
        RequestSpecification request = planted.request();
        Map<String, String> fields = new LinkedHashMap<>(Map.of(TOKEN, field));
        if (endpoint.multipart()) {
            fields.forEach(request::multiPart);
        } else {
            request.contentType("application/x-www-form-urlencoded; charset=UTF-8").formParams(fields);
        }
        return request.post(path);
    }
}
