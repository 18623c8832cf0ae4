package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import org.dengji.registry.demo.DemoLoader;
import org.dengji.registry.event.Event;
import org.dengji.registry.pages.DemoBanner;
import org.junit.jupiter.api.Test;

/**
 * The demo registry, loaded through the real imports (tests turn the start-up load off, so this
 * test loads it itself): five published events marked as demo data, a national champion who
 * qualifies for 特级大师, a game at fault, and the banner on every page.
 */
@QuarkusTest
class DemoRegistryTest {

    @Inject
    DemoLoader demo;

    @Inject
    DemoBanner banner;

    @Test
    void shouldLoadPublishedDemoEventsWithQualifiedPlayersAFaultyGameAndABanner() {
        if (QuarkusTransaction.requiringNew().call(() -> Event.count("demo", true)) == 0) {
            demo.load(LocalDate.now());
        }
        banner.refresh();
        long demoEvents = QuarkusTransaction.requiringNew().call(() -> Event.count("demo = true and status <> ?1",
                org.dengji.registry.event.EventStatus.DRAFT));
        assertEquals(5, demoEvents);
        long national = QuarkusTransaction.requiringNew().call(() -> Event.<Event>find("name", "全国国际象棋个人锦标赛")
                .firstResult().id);
        given().when().get("/api/v1/events/" + national).then().statusCode(200)
                .body("faultyGames", equalTo(2));
        String champion = given().when().get("/api/v1/events/" + national + "/standings").then().extract()
                .jsonPath().getString("[0].registrationNo");
        given().when().get("/api/v1/players/" + champion + "/eligibility").then().statusCode(200)
                .body("highestTitle", equalTo("GRANDMASTER"));
        given().when().get("/api/v1/players?q=wang haoran").then().body("name", hasItem("王浩然"));
        // The home page lists the latest events: other tests of the same run may have published later ones.
        given().when().get("/").then().statusCode(200).body(containsString("id=\"demo-banner\""));
        given().when().get("/events/" + national).then().statusCode(200).body(containsString("全国国际象棋个人锦标赛"))
                .body(containsString("id=\"demo-banner\""));
        given().when().get("/standards").then().body(containsString("演示数据"));
        given().when().get("/api/v1/events").then().body("size()", greaterThan(4));
    }
}
