package org.dengji.registry.record;

import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.narayana.jta.runtime.TransactionConfiguration;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Evaluator;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.PlayerRecord;
import org.dengji.standards.core.PlayerResult;
import org.dengji.standards.core.Standard;
import org.dengji.standards.version.StandardEntity;
import org.hibernate.Session;

/**
 * The evaluation of many players' published records at once: their results are read in one query ordered
 * by player, streamed in pages of {@link #FETCH_SIZE} rows, and each player is evaluated as their rows end
 * and handed on. Only one player's results are held at a time, so the whole registry is evaluated in the
 * memory of one record. The answers are those of {@link PlayerRecords#standingUnder} (the same results in
 * the same order); a player without a published result qualifies for nothing and is not read.
 */
@ApplicationScoped
public class EveryonesEligibility {

    /** Rows fetched per round trip: large enough that the trips cost little, small beside the memory. */
    static final int FETCH_SIZE = 2000;
    /** A registry of millions of results takes minutes, longer than a request's transaction may last. */
    static final int TIMEOUT_SECONDS = 3600;

    /** The one statement that reads every player's rows, as the evaluation of everyone runs it. */
    public static final String EVERYONE_QUERY = ResultRows.EVERYONE;

    private final PlayerRecords records;

    public EveryonesEligibility(PlayerRecords records) {
        this.records = records;
    }

    /** A player's evaluation, and the ids of the results it read, in the evaluation's order. */
    public record PlayerEvaluation(long playerId, List<Long> resultIds, Evaluation evaluation) {
    }

    /**
     * Evaluates every player with a published result under {@code version} on {@code on}; returns how many.
     * A transaction of its own, which may last as long as the registry takes.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    @TransactionConfiguration(timeout = TIMEOUT_SECONDS)
    public long everyone(StandardEntity version, LocalDate on, Consumer<PlayerEvaluation> each) {
        return evaluate(EVERYONE_QUERY, version, on, each);
    }

    /** Evaluates every player with a result in one of {@code eventIds}, in the caller's transaction; returns how many. */
    @Transactional
    public long playersOf(Collection<Long> eventIds, StandardEntity version, LocalDate on,
            Consumer<PlayerEvaluation> each) {
        if (eventIds.isEmpty()) {
            return 0;
        }
        // Ids are numbers, written into the statement as such: nothing a visitor typed reaches it.
        String ids = eventIds.stream().map(id -> Long.toString(id)).collect(Collectors.joining(","));
        return evaluate(ResultRows.playersOf(ids), version, on, each);
    }

    private long evaluate(String sql, StandardEntity version, LocalDate on, Consumer<PlayerEvaluation> each) {
        Standard standard = records.standard(version);
        EntityManager em = Panache.getEntityManager();
        em.flush(); // the statement reads the tables, so it must see this transaction's changes
        return em.unwrap(Session.class).doReturningWork(c -> read(c, sql, record -> each.accept(
                new PlayerEvaluation(record.playerId, record.resultIds, Evaluator.evaluate(standard,
                        new PlayerRecord(record.gender, record.fideTitles, record.results), on)))));
    }

    private static long read(Connection c, String sql, Consumer<OnePlayer> each) throws SQLException {
        ResultRows rows = new ResultRows();
        long players = 0;
        try (PreparedStatement statement = c.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY,
                ResultSet.CONCUR_READ_ONLY)) {
            statement.setFetchSize(FETCH_SIZE);
            try (ResultSet row = statement.executeQuery()) {
                OnePlayer current = null;
                while (row.next()) {
                    long playerId = ResultRows.playerId(row);
                    if (current == null || current.playerId != playerId) {
                        if (current != null) {
                            each.accept(current);
                            players++;
                        }
                        current = new OnePlayer(playerId, ResultRows.gender(row), rows.fideTitles(row));
                    }
                    current.resultIds.add(ResultRows.resultId(row));
                    current.results.add(rows.result(row));
                }
                if (current != null) {
                    each.accept(current);
                    players++;
                }
            }
        }
        return players;
    }

    /** The rows of one player read so far. */
    private static final class OnePlayer {
        final long playerId;
        final Gender gender;
        final Set<FideTitle> fideTitles;
        final List<Long> resultIds = new ArrayList<>();
        final List<PlayerResult> results = new ArrayList<>();

        OnePlayer(long playerId, Gender gender, Set<FideTitle> fideTitles) {
            this.playerId = playerId;
            this.gender = gender;
            this.fideTitles = fideTitles;
        }
    }
}
