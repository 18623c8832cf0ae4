package org.dengji.certification;

import static io.restassured.RestAssured.given;

import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Role;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;

/**
 * The world of the certification tests: Zhejiang (3300) with a prefecture and a county under it,
 * staff of every role at the units that act, and events whose winners qualify. Each call to
 * {@link #winnerOf} imports a fresh event (its own tag), so tests never share players.
 *
 * <pre>
 *   0001 national  ── 3300 Zhejiang ── prefecture ── county
 *                  ── 4400 Guangdong, 5100 Sichuan, 1100 Beijing
 * </pre>
 */
@ApplicationScoped
public class CertificationFixtures {

    public static final String ZHEJIANG = "3300";
    public static final String NATIONAL = "0001";

    private final StaffFixtures staff;
    private final TreeFixtures tree;
    private Organisation prefecture;
    private Organisation county;

    public CertificationFixtures(StaffFixtures staff, TreeFixtures tree) {
        this.staff = staff;
        this.tree = tree;
    }

    /** The prefecture and county of the tests, made once per run. */
    public synchronized Organisation prefecture() {
        if (prefecture == null) {
            prefecture = tree.unit(tree.seeded(ZHEJIANG), OrganisationLevel.PREFECTURE, "Certification prefecture");
            county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Certification county");
        }
        return prefecture;
    }

    public Organisation county() {
        prefecture();
        return county;
    }

    /** A staff member with {@code role} at the unit {@code unitCode}. */
    public String staffAt(String unitCode, Role role) {
        return staff.ensure("cert-" + role.name().toLowerCase(java.util.Locale.ROOT) + "-" + unitCode, role, unitCode);
    }

    /**
     * Imports and publishes an official event organised by {@code unitCode} (its new players are
     * registered there) and returns the registration number of its winner; the event ended 2025-04-03.
     * The registrar of the organiser imports it.
     */
    public String winnerOf(String unitCode, String category) {
        return placed(unitCode, category, "OPEN").get(1);
    }

    /** Registration numbers by final place (1 to 6) of a fresh event. */
    public Map<Integer, String> placed(String unitCode, String category, String section) {
        return imported(unitCode, category, section, RegistryFixtures.tag(), "Swiss").byPlace();
    }

    /** An imported and published event: its id, its players by final place, and the tag of its players. */
    public record Imported(long id, Map<Integer, String> byPlace, String tag) {
    }

    /**
     * Imports and publishes the fixture event with the players of {@code tag} (the same players again
     * when the tag was used before: they are found by FIDE ID) under the name {@code name}.
     */
    public Imported imported(String unitCode, String category, String section, String tag, String name) {
        String registrar = staffAt(unitCode, Role.REGISTRAR);
        String body = RegistryFixtures.fixture("trf/swiss-trf16.trf", tag).replace("012 Swiss", "012 " + name);
        String query = "organisation=" + unitCode + "&category=" + category + "&section=" + section + "&official=true";
        long id = RegistryFixtures.postTrf(registrar, body, query).statusCode(201).extract().jsonPath().getLong("id");
        as(registrar).post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        var standings = given().get("/api/v1/events/" + id + "/standings").then().statusCode(200).extract().jsonPath();
        Map<Integer, String> byPlace = new java.util.HashMap<>();
        for (int place = 1; place <= 6; place++) {
            byPlace.put(place, standings.getString("find { it.rank == " + place + " }.registrationNo"));
        }
        return new Imported(id, byPlace, tag);
    }

    /** A JSON API call as {@code user}. */
    public static RequestSpecification as(String user) {
        return given().auth().preemptive().basic(user, StaffFixtures.PASSWORD).contentType("application/json");
    }

    /** Opens an application as {@code user}. */
    public static ValidatableResponse open(String user, String registrationNo, String title) {
        return as(user).body(Map.of("registrationNo", registrationNo, "title", title)).post("/api/v1/applications")
                .then();
    }

    /** Opens an application as {@code user}; returns its id. */
    public static long opened(String user, String registrationNo, String title) {
        return open(user, registrationNo, title).statusCode(201).extract().jsonPath().getLong("id");
    }

    /** Takes a step as {@code user}. */
    public static ValidatableResponse step(String user, long id, String action, String note) {
        Map<String, String> body = note == null ? Map.of("action", action) : Map.of("action", action, "note", note);
        return as(user).body(body).post("/api/v1/applications/" + id + "/transitions").then();
    }

    /** Takes a step that must succeed, and returns the answer. */
    public static ValidatableResponse stepOk(String user, long id, String action) {
        return step(user, id, action, "ok").statusCode(200);
    }

    /**
     * Opens an application for {@code registrationNo} (a player of {@code provinceCode}'s subtree) and
     * takes it through review onto a public notice placed today; returns its id. The province's
     * registrar and reviewer act.
     */
    public long onNotice(String provinceCode, String registrationNo, String title) {
        String registrar = staffAt(provinceCode, Role.REGISTRAR);
        String reviewer = staffAt(provinceCode, Role.REVIEWER);
        long id = opened(registrar, registrationNo, title);
        stepOk(registrar, id, "SUBMIT");
        stepOk(reviewer, id, "RECOMMEND");
        stepOk(reviewer, id, "START_NOTICE");
        return id;
    }
}
