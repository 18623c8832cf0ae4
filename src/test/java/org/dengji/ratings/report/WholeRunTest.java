package org.dengji.ratings.report;

import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.dengji.registry.RegistryFixtures;
import org.dengji.support.StaffFixtures;
import org.hibernate.Session;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A run over the whole registry a stretch of dates at a time writes the reports that publishing each event
 * wrote, however small its stretches, leaves the rows that come out the same as they are, and names the players
 * whose lists it changed as a comparison of every old and new entry does.
 */
@QuarkusTest
class WholeRunTest {

    @Inject
    StaffFixtures staff;

    @Inject
    EntityManager em;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @Test
    void shouldCutStretchesAtAChangeOfDateOnceTheyHoldEnoughResults() {
        TreeMap<LocalDate, Long> days = new TreeMap<>(Map.of(LocalDate.of(2025, 6, 1), 4L, LocalDate.of(2025, 6, 2), 4L,
                LocalDate.of(2025, 7, 3), 4L, LocalDate.of(2025, 7, 9), 9L));
        LocalDate from = LocalDate.of(2025, 6, 1);
        assertEquals(List.of(from, LocalDate.of(2025, 6, 3)), WholeRun.stretches(days, from, 5));
        assertEquals(List.of(from, LocalDate.of(2025, 6, 2), LocalDate.of(2025, 6, 3), LocalDate.of(2025, 7, 4)),
                WholeRun.stretches(days, from, 1));
        assertEquals(List.of(from), WholeRun.stretches(days, from, 1000));
    }

    @Test
    void shouldWriteThePublishedReportsInStretchesOfOneDayAndNameWhomTheyChanged() throws Exception {
        String tag = tag();
        long june = importAndPublish(RatingRecomputationApiTest.roundRobin(tag, " A", "25/06"), provincialOpen());
        long july = importAndPublish(RatingRecomputationApiTest.roundRobin(tag, " B", "25/07")
                .replace("4 b 1     1 w 0", "4 b +     1 w 0").replace("3 w 0     2 b 0", "3 w -     2 b 0"),
                provincialOpen());
        long later = importAndPublish(RatingRecomputationApiTest.roundRobin(tag, " C", "25/07")
                .replace("25/07/1", "25/07/2"), provincialOpen());
        importAndPublish(RatingRecomputationApiTest.roundRobin(tag, " D", "25/09"), provincialOpen());
        List<String> published = inTransaction(WholeRunTest::reports);

        // reports that went wrong: July's lost, the later July event's ratings off by five
        inTransaction(db -> update(db, "delete from rating_report_entry where event_id = " + july));
        inTransaction(db -> update(db, "update rating_report_entry set rating_after = rating_after + 5"
                + " where event_id = " + later));
        List<String> juneRows = inTransaction(db -> ids(db, june));
        LocalDate from = inTransaction(db -> first(db));
        List<RatingReportEntry> old = inTransaction(db -> ReportRows.between(db, from, null));
        Map<Long, Integer> carried = new HashMap<>();
        inTransaction(db -> ReportRows.before(db, from)).forEach((player, entries) -> {
            Integer rating = RatingHistory.of(entries, from.toString().substring(0, 7)).rating();
            if (rating != null) {
                carried.put(player, rating);
            }
        });

        List<ChangedRatings.Change> found = new ArrayList<>();
        RatingRun.Outcome outcome = inTransaction(db -> WholeRun.compute(db, from, RuleSetsInForce.read(), 1,
                found::addAll));

        assertEquals(published, inTransaction(WholeRunTest::reports), "the reports publishing wrote");
        assertEquals(juneRows, inTransaction(db -> ids(db, june)), "June's rows came out the same and stay");
        List<RatingReportEntry> now = inTransaction(db -> ReportRows.between(db, from, null));
        assertEquals(new HashSet<>(ChangedRatings.between(old, now, carried)), new HashSet<>(found));
        assertFalse(found.isEmpty());
        assertEquals(found.size(), outcome.changedPlayers());
        assertEquals(now.size(), outcome.entries());
    }

    private interface Work<T> {
        T on(Connection db) throws SQLException;
    }

    private <T> T inTransaction(Work<T> work) {
        return QuarkusTransaction.requiringNew().call(() -> em.unwrap(Session.class).doReturningWork(work::on));
    }

    private static LocalDate first(Connection db) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("select min(end_date) from event"
                + " where rated = true and status in ('PUBLISHED', 'LOCKED')")) {
            r.next();
            return r.getDate(1).toLocalDate().withDayOfMonth(1);
        }
    }

    private static Integer update(Connection db, String sql) throws SQLException {
        try (Statement s = db.createStatement()) {
            return s.executeUpdate(sql);
        }
    }

    private static List<String> ids(Connection db, long event) throws SQLException {
        List<String> ids = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("select id from rating_report_entry"
                + " where event_id = " + event + " order by id")) {
            while (r.next()) {
                ids.add(r.getString(1));
            }
        }
        return ids;
    }

    /** Every report entry but its id, in event and player order. */
    private static List<String> reports(Connection db) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("select " + ReportRows.COLUMNS
                + " from rating_report_entry order by event_id, player_id")) {
            while (r.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= 13; i++) {
                    row.append(r.getString(i)).append('|');
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }
}
