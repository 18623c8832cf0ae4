package org.dengji.common.change;

import static io.restassured.RestAssured.given;
import static org.dengji.support.ChangesHeard.onPostgres;
import static org.dengji.support.ChangesHeard.plainConnection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.dengji.support.ChangesHeard;
import org.dengji.support.StaffFixtures;
import org.dengji.web.pagecache.PageCache;
import org.junit.jupiter.api.Test;

/**
 * Several instances on one PostgreSQL database forget their kept copies together: a change announces
 * itself with NOTIFY from within its transaction, and each instance's listener forgets on hearing one.
 * The other instance is played here by plain JDBC connections; the two-instance check in
 * {@code bench/two-instances.sh} runs two packaged services.
 */
@QuarkusTest
class ChangeNotificationsTest {

    @Inject
    ChangeListener listener;

    @Inject
    KeptData kept;

    @Inject
    PageCache pages;

    @Inject
    ChangingRequest changing;

    @Test
    void shouldForgetEveryKeptCacheTogether() {
        assertTrue(kept.caches() >= 6, "the kept pages, home feed, published standards, organisation tree, demo banner,"
                + " authority bodies: " + kept.caches());
        ChangesHeard.settle(listener);
        pages.forget();
        given().when().get("/").then().statusCode(200);
        assertEquals(1, pages.entries());
        kept.forgetAll();
        assertEquals(0, pages.entries());
    }

    @Test
    void shouldNotListenOnH2() {
        assumeTrue(!onPostgres(), "on PostgreSQL the listener listens");
        assertFalse(listener.isListening(), "one embedded database, one instance: nobody to hear");
    }

    @Test
    void shouldForgetAKeptPageWhenAnotherInstanceAnnouncesAChange() throws Exception {
        assumeTrue(onPostgres(), "only PostgreSQL is shared by several instances");
        awaitListening();
        ChangesHeard.settle(listener);
        pages.forget();
        given().when().get("/").then().statusCode(200);
        assertEquals(1, pages.entries(), "the home page is kept");
        try (Connection other = plainConnection(); Statement notify = other.createStatement()) {
            notify.execute("NOTIFY " + ChangeAnnouncer.CHANNEL + ", 'POST /elsewhere'");
        }
        long deadline = System.nanoTime() + 1_000_000_000L;
        while (pages.entries() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, pages.entries(), "forgotten within a second of the other instance's change");
    }

    @Test
    void shouldAnnounceAChangeOnlyWhenItsTransactionCommits() throws Exception {
        assumeTrue(onPostgres(), "only PostgreSQL is shared by several instances");
        try (Connection other = plainConnection(); Statement statements = other.createStatement();
                Heard heard = Heard.on(plainConnection())) {
            ManagedContext request = Arc.container().requestContext();
            request.activate();
            try {
                changing.mayChange("POST /rolled-back");
                QuarkusTransaction.begin();
                QuarkusTransaction.rollback();
                changing.mayChange("POST /committed");
                QuarkusTransaction.requiringNew().run(() -> {
                    sendMarker(statements);
                    assertEquals("marker", heard.next(), "nothing is delivered before the change commits");
                });
            } finally {
                request.terminate();
            }
            assertEquals("POST /committed", heard.next(), "the rolled-back change was never announced");
        }
    }

    @Test
    void shouldAnnounceAChangeMadeThroughTheApi() throws Exception {
        assumeTrue(onPostgres(), "only PostgreSQL is shared by several instances");
        try (Heard heard = Heard.on(plainConnection())) {
            String clerk = "announced-" + Long.toString(System.nanoTime(), 36);
            given().auth().preemptive().basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD)
                    .contentType("application/json")
                    .body(Map.of("username", clerk, "password", "announced-password", "displayName", clerk,
                            "organisationId", 1, "roles", List.of("REVIEWER")))
                    .when().post("/api/v1/users").then().statusCode(201);
            assertEquals("POST /api/v1/users", heard.next());
        }
    }

    @Test
    void shouldListenAgainAfterItsConnectionIsCut() throws Exception {
        assumeTrue(onPostgres(), "only PostgreSQL is shared by several instances");
        awaitListening();
        try (Connection other = plainConnection(); Statement statements = other.createStatement()) {
            statements.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    + " WHERE application_name = 'dengji change listener' AND datname = current_database()");
            long deadline = System.nanoTime() + 3_000_000_000L;
            while (listener.isListening() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertFalse(listener.isListening(), "the cut was noticed");
        }
        awaitListening();
        assertTrue(listener.isListening(), "listening again on a connection of its own");
    }

    private void awaitListening() throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!listener.isListening() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(listener.isListening(), "the listener listens on PostgreSQL");
    }

    private static void sendMarker(Statement statements) {
        try {
            statements.execute("NOTIFY " + ChangeAnnouncer.CHANNEL + ", 'marker'");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
