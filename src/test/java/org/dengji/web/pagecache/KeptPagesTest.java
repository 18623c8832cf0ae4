package org.dengji.web.pagecache;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import org.dengji.common.change.ChangeListener;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.ChangesHeard;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TestClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The public pages kept for visitors, asked for over HTTP: measured by the cache's own counts. */
@QuarkusTest
class KeptPagesTest {

    @Inject
    StaffFixtures staff;

    @Inject
    TestClock clock;

    @Inject
    PageCache pages;

    @Inject
    ChangeListener listener;

    @TestHTTPResource("/")
    URI site;

    private String tag;
    private String event;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        clock.fix(LocalDate.of(2025, 7, 1));
        tag = tag();
        event = "/events/" + importAndPublish(fixture("trf/swiss-trf16.trf", tag), provincialOpen());
        ChangesHeard.settle(listener); // the publication, heard back on PostgreSQL, forgets the pages once more
        pages.forget();
    }

    @AfterEach
    void tearDown() {
        clock.reset();
    }

    @Test
    void shouldKeepOneEventPageWhateverJunkParametersItIsAskedWith() throws Exception {
        given().when().get(event).then().statusCode(200).body(containsString("Swiss " + tag + " Open"));
        assertEquals(1, pages.entries());
        long weight = pages.weight();
        long hits = pages.stats().hitCount();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        for (int i = 0; i < 2000; i++) {
            HttpRequest junk = HttpRequest.newBuilder(site.resolve(event + "?x=" + i)).GET().build();
            assertEquals(200, client.send(junk, HttpResponse.BodyHandlers.discarding()).statusCode());
        }
        assertEquals(1, pages.entries(), "one page, whatever was added to its address");
        assertEquals(weight, pages.weight());
        assertEquals(hits + 2000, pages.stats().hitCount(), "every junk address was answered from the kept page");
    }

    @Test
    void shouldNeverKeepAPageRenderedForAnAddressWithParametersItDoesNotRead() {
        given().when().get(event + "?x=planted" + tag).then().statusCode(200);
        assertEquals(0, pages.entries());
        given().when().get(event).then().statusCode(200).body(not(containsString("planted" + tag)));
        given().when().get(event + "?y=other").then().statusCode(200).body(not(containsString("planted" + tag)))
                .body(not(containsString("y=other")));
        assertEquals(1, pages.entries());
    }

    @Test
    void shouldAnswerFromTheKeptPageAsTheRenderingAnswered() {
        ExtractableResponse<Response> rendered = given().when().get(event + "?lang=en").then().statusCode(200)
                .extract();
        long hits = pages.stats().hitCount();
        ExtractableResponse<Response> kept = given().when().get(event + "?lang=en").then().statusCode(200)
                .body(containsString("Swiss " + tag + " Open")).extract();
        assertEquals(hits + 1, pages.stats().hitCount());
        assertEquals(rendered.contentType(), kept.contentType());
        assertEquals(rendered.body().asString(), kept.body().asString());
        assertEquals("en", kept.cookie("lang"), "the language chosen is still remembered");
        assertEquals(rendered.header("Content-Security-Policy"), kept.header("Content-Security-Policy"));
        assertTrue(kept.header("Content-Security-Policy") != null);
    }

    @Test
    void shouldNotKeepAPageThatCannotBeShown() {
        given().when().get("/events/999999999").then().statusCode(404);
        given().when().get("/players/NOBODY-" + tag).then().statusCode(404);
        assertEquals(0, pages.entries());
    }

    @Test
    void shouldRenderAfreshForSomeoneSignedIn() {
        given().when().get(event).then().statusCode(200);
        long hits = pages.stats().hitCount();
        given().auth().preemptive().basic(RegistryFixtures.ZJ_REGISTRAR, StaffFixtures.PASSWORD).when().get(event)
                .then().statusCode(200).body(containsString("id=\"viewer-name\">" + RegistryFixtures.ZJ_REGISTRAR + "<"));
        assertEquals(hits, pages.stats().hitCount());
    }
}
