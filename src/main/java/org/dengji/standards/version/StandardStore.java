package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.dengji.common.Failure;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.Track;

/**
 * Reads standards from the five tables of migration V10 and assembles them through
 * {@link StandardRows}, the one mapping from rows to the domain (the plain tests use it too).
 */
@ApplicationScoped
public class StandardStore {

    public List<StandardEntity> all() {
        return StandardEntity.list("order by track desc, versionNo, code");
    }

    public Optional<StandardEntity> find(String code) {
        return StandardEntity.getEntityManager().createNamedQuery(StandardEntity.BY_CODE, StandardEntity.class)
                .setParameter("code", code).getResultList().stream().findFirst();
    }

    /** The version named {@code code}; 404 {@code STANDARD_NOT_FOUND} when there is none. */
    public StandardEntity get(String code) {
        return find(code).orElseThrow(() -> notFound(code));
    }

    /**
     * The version, locked until the transaction ends: an edit and a publish of the same draft run
     * one after the other, so no edit can land after the draft was published.
     */
    public StandardEntity getForChange(String code) {
        return StandardEntity.<StandardEntity>find("code", code).withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional().orElseThrow(() -> notFound(code));
    }

    public List<ClauseEntity> clauses(StandardEntity standard) {
        return ClauseEntity.list("standardId = ?1 order by sortOrder, clauseKey", standard.id);
    }

    public Optional<ClauseEntity> clause(StandardEntity standard, String key) {
        return ClauseEntity.find("standardId = ?1 and clauseKey = ?2", standard.id, key).firstResultOptional();
    }

    public List<NormRateEntity> normRates(StandardEntity standard) {
        return NormRateEntity.list("standardId = ?1 order by genderScope, title", standard.id);
    }

    public List<RuleEntity> rules(StandardEntity standard) {
        return RuleEntity.list("standardId = ?1 order by sortOrder", standard.id);
    }

    public List<AuthorityEntity> authority(StandardEntity standard) {
        return AuthorityEntity.list("standardId = ?1 order by id", standard.id);
    }

    /** The domain standard these rows describe. */
    public Standard load(StandardEntity standard) {
        return StandardRows.assemble(standard.row(),
                clauses(standard).stream().map(ClauseEntity::row).toList(),
                normRates(standard).stream().map(NormRateEntity::row).toList());
    }

    /**
     * The version of {@code track} in force on {@code date}, by the core's rule ({@link Standard#inForce}):
     * published, effective on the date, the latest effective date winning.
     */
    public Optional<StandardEntity> inForce(Track track, LocalDate date) {
        List<StandardEntity> versions = StandardEntity.getEntityManager()
                .createNamedQuery(StandardEntity.OF_TRACK, StandardEntity.class).setParameter("track", track).getResultList();
        List<Standard> headers = versions.stream()
                .map(s -> StandardRows.assemble(s.row(), List.of(), List.of()))
                .toList();
        return Standard.inForce(headers, track, date)
                .flatMap(s -> versions.stream().filter(v -> v.code.equals(s.code())).findFirst());
    }

    /** As {@link #inForce}, for work that cannot go on without one: 422 when no version is in force. */
    public StandardEntity requireInForce(Track track, LocalDate date) {
        return inForce(track, date).orElseThrow(() -> Failure.unprocessable("NO_STANDARD_IN_FORCE",
                "No standard of the " + track.name().toLowerCase(Locale.ROOT) + " track is in force on " + date + ".",
                List.of()));
    }

    private static Failure notFound(String code) {
        return Failure.notFound("STANDARD_NOT_FOUND", "No standard " + code + ".");
    }
}
