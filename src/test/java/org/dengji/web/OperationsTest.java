package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/** The operations endpoints an operator relies on. */
@QuarkusTest
class OperationsTest {

    @Test
    void shouldReportHealthWithTheDatabase() {
        given().when().get("/q/health").then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem(containsString("Database")));
    }

    @Test
    void shouldExposePrometheusMetricsToStaff() {
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/q/metrics").then().statusCode(200)
                .body(containsString("jvm_memory_used_bytes"))
                .body(containsString("cache_size{cache=\"public-pages\""))
                .body(containsString("cache_evictions_total{cache=\"public-pages\""));
    }

    @Test
    void shouldDescribeTheApi() {
        given().accept("application/json").when().get("/q/openapi").then().statusCode(200)
                .body(containsString("/api/v1/organisations"));
        given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                .when().get("/q/swagger-ui/").then().statusCode(200);
    }
}
