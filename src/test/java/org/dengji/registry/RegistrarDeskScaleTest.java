package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Role;
import org.dengji.registry.event.Event;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.hibernate.SessionFactory;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A county registrar's desk reads the county's events and no others, however many the rest of the
 * country holds: 100,000 events of a neighbouring county are written straight into the table, and the
 * desk loads three events, the county's own (counted by Hibernate's statistics while the page is drawn).
 * Loading the country's events and keeping the county's in Java would load 100,003.
 */
@QuarkusTest
class RegistrarDeskScaleTest {

    private static final int ELSEWHERE = 100_000;

    @Inject
    TreeFixtures tree;

    @Inject
    StaffFixtures staff;

    @Inject
    EntityManager em;

    private Organisation county;
    private Organisation neighbour;

    @BeforeEach
    void aCountyBesideOneWithAHundredThousandEvents() {
        Organisation prefecture = tree.unit(tree.seeded("3300"), OrganisationLevel.PREFECTURE, "Desk scale prefecture");
        county = tree.unit(prefecture, OrganisationLevel.COUNTY, "Desk scale county");
        neighbour = tree.unit(prefecture, OrganisationLevel.COUNTY, "Desk scale neighbour");
        QuarkusTransaction.requiringNew().run(() -> {
            insertEvents(county, "county-" + county.unitCode + "-", 3);
            insertEvents(neighbour, "elsewhere-" + neighbour.unitCode + "-", ELSEWHERE);
        });
    }

    @Inject
    DataSource dataSource;

    /**
     * Removes the events and, on PostgreSQL, vacuums and analyses the database: where autovacuum is off, the
     * next tests would otherwise scan 100,000 dead rows and plan their joins on tables never analysed.
     */
    @AfterEach
    void removeTheEvents() throws SQLException {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("DELETE FROM event WHERE organiser_id IN (?1, ?2)")
                .setParameter(1, county.id).setParameter(2, neighbour.id).executeUpdate());
        if (postgres()) {
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
                c.setAutoCommit(true); // VACUUM refuses to run inside a transaction
                s.execute("VACUUM ANALYZE");
            }
        }
    }

    @Test
    void shouldReadOnlyTheCountysEventsForItsRegistrarsDesk() {
        Browserless registrar = Browserless.signIn(tree.staffOf(county, Role.REGISTRAR), StaffFixtures.PASSWORD);
        Statistics statistics = em.getEntityManagerFactory().unwrap(SessionFactory.class).getStatistics();
        boolean wasEnabled = statistics.isStatisticsEnabled();
        statistics.setStatisticsEnabled(true);
        statistics.clear();
        try {
            given().filter(registrar.cookies()).when().get("/registry/events").then().statusCode(200)
                    .body(containsString("county-" + county.unitCode + "-3"))
                    .body(containsString("county-" + county.unitCode + "-1"))
                    .body(not(containsString("elsewhere-" + neighbour.unitCode)))
                    .body(not(containsString("id=\"pager\"")));
            assertEquals(3, statistics.getEntityStatistics(Event.class.getName()).getLoadCount(),
                    "the desk loads the county's three events, not the neighbour's " + ELSEWHERE);
        } finally {
            statistics.setStatisticsEnabled(wasEnabled);
        }
    }

    /** {@code count} draft events of {@code organiser} named {@code prefix} and their number, in one statement. */
    private void insertEvents(Organisation organiser, String prefix, int count) {
        em.createNativeQuery("INSERT INTO event (name, category, section, organiser_id, end_date, rounds, official,"
                + " status, source_format, created_at) SELECT ?1 || CAST(g.x AS VARCHAR(10)), 'COUNTY_INDIVIDUAL', 'OPEN',"
                + " ?2, DATE '2026-01-01', 7, TRUE, 'DRAFT', 'TRF', CURRENT_TIMESTAMP FROM " + series())
                .setParameter(1, prefix).setParameter(2, organiser.id).setParameter(3, count).executeUpdate();
    }

    /** The rows 1 to ?3 as a table {@code g} with a column {@code x}, in the SQL of the database in use. */
    private String series() {
        return postgres() ? "generate_series(1, ?3) AS g(x)" : "system_range(1, ?3) AS g";
    }

    private boolean postgres() {
        return em.getEntityManagerFactory().unwrap(SessionFactoryImplementor.class).getJdbcServices()
                .getDialect() instanceof PostgreSQLDialect;
    }
}
