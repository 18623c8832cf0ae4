package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Violation;
import org.dengji.standards.core.Standard;
import org.dengji.standards.core.StandardStatus;

/**
 * Changing standards: copy a version to a draft, edit the draft's clauses and parameters, publish
 * it. The standards are national data, so only an administrator of the national authority may
 * change them. Only a draft changes: a published version's content (clauses, rates, rules,
 * authority, names, parameters) never does, so any evaluation that names it can be repeated.
 *
 * <p>Publishing (documented choice): the draft becomes PUBLISHED from its effective date, which may
 * not lie in the past (a past decision must keep the version it was made under). Every open-ended
 * published version of the same track gets {@code effective_to} = that date, the one lifecycle field
 * set after publication; it stays PUBLISHED, because until then it is still the version in force.
 */
@ApplicationScoped
public class StandardEditor {

    private final StandardStore store;
    private final Jurisdiction jurisdiction;
    private final AuditLog audit;
    private final Clock clock;
    private final Event<PublishedDocuments.StandardPublished> publications;
    private final Event<AuthorityBodies.AuthorityWritten> authorityWrites;

    public StandardEditor(StandardStore store, Jurisdiction jurisdiction, AuditLog audit, Clock clock,
            Event<PublishedDocuments.StandardPublished> publications,
            Event<AuthorityBodies.AuthorityWritten> authorityWrites) {
        this.store = store;
        this.jurisdiction = jurisdiction;
        this.audit = audit;
        this.clock = clock;
        this.publications = publications;
        this.authorityWrites = authorityWrites;
    }

    @Transactional
    public StandardEntity copyToDraft(String sourceCode, DraftRequest request) {
        requireNationalAdministrator();
        StandardEntity source = store.get(sourceCode);
        if (store.find(request.code()).isPresent()) {
            throw Failure.conflict("STANDARD_CODE_TAKEN", "A standard " + request.code() + " already exists.");
        }
        Standard draft = store.load(source).draftCopy(request.code());
        StandardEntity row = draftRow(source, draft, request);
        row.persist();
        store.clauses(source).forEach(c -> c.copyTo(row.id).persist());
        store.normRates(source).forEach(r -> r.copyTo(row.id).persist());
        store.rules(source).forEach(r -> r.copyTo(row.id).persist());
        store.authority(source).forEach(a -> a.copyTo(row.id).persist());
        authorityWrites.fire(new AuthorityBodies.AuthorityWritten(row.code));
        audit.record(AuditRecord.of("STANDARD_DRAFT_CREATED", AuditedEntity.STANDARD, row.code, national())
                .change(null, row.summary()).noting(AuditNote.COPY_OF, source.code));
        return row;
    }

    @Transactional
    public ClauseEntity editClause(String code, String key, ClauseRequest request) {
        requireNationalAdministrator();
        StandardEntity standard = draftForChange(code);
        ClauseEntity clause = store.clause(standard, key).orElseThrow(() -> Failure.notFound("CLAUSE_NOT_FOUND",
                "Standard " + code + " has no clause " + key + "."));
        ClauseChecks.check(standard, clause, request);
        String before = clause.summary();
        request.applyTo(clause);
        store.load(standard); // the rows must still assemble into a standard
        audit.record(AuditRecord.of("STANDARD_CLAUSE_UPDATED", AuditedEntity.STANDARD, code, national())
                .change(before, clause.summary()).noting(AuditNote.CLAUSE, key));
        return clause;
    }

    @Transactional
    public StandardEntity editParameters(String code, ParametersRequest request) {
        requireNationalAdministrator();
        StandardEntity standard = draftForChange(code);
        ParameterChecks.check(standard, request);
        String before = standard.summary() + " rates=" + rates(store.normRates(standard));
        standard.normMinGames = request.normMinGames();
        standard.windowMonths = request.windowMonths();
        store.normRates(standard).forEach(NormRateEntity::delete);
        NormRateEntity.flush(); // the unique (standard, title, scope) rows go before their replacements
        for (ParametersRequest.Rate r : request.normRates()) {
            NormRateEntity rate = new NormRateEntity();
            rate.standardId = standard.id;
            rate.title = r.title();
            rate.genderScope = r.scope();
            rate.rate = r.rate();
            rate.persist();
        }
        String after = standard.summary() + " rates=" + rates(store.normRates(standard));
        audit.record(AuditRecord.of("STANDARD_PARAMETERS_UPDATED", AuditedEntity.STANDARD, code, national())
                .change(before, after));
        return standard;
    }

    @Transactional
    public StandardEntity publish(String code, LocalDate effectiveFrom) {
        requireNationalAdministrator();
        StandardEntity standard = draftForChange(code);
        LocalDate today = LocalDate.now(clock);
        if (effectiveFrom.isBefore(today)) {
            throw Failure.invalid("EFFECTIVE_DATE_IN_PAST", "A standard cannot take effect before today ("
                    + today + ").", Violation.field("effectiveFrom", "must be " + today + " or later"));
        }
        Standard published = store.load(standard).publish(effectiveFrom);
        List<StandardEntity> open = openPredecessors(standard);
        open.forEach(p -> requireAfter(p, effectiveFrom));
        String before = standard.summary();
        standard.status = published.status();
        standard.effectiveFrom = published.effectiveFrom();
        standard.publishedAt = Instant.now(clock);
        for (StandardEntity predecessor : open) {
            String was = predecessor.summary();
            predecessor.effectiveTo = effectiveFrom;
            audit.record(AuditRecord.of("STANDARD_SUPERSEDED", AuditedEntity.STANDARD, predecessor.code, national())
                    .change(was, predecessor.summary()).noting(AuditNote.SUPERSEDED_BY, code));
        }
        audit.record(AuditRecord.of("STANDARD_PUBLISHED", AuditedEntity.STANDARD, code, national())
                .change(before, standard.summary()));
        publications.fire(new PublishedDocuments.StandardPublished(code));
        return standard;
    }

    private StandardEntity draftForChange(String code) {
        StandardEntity standard = store.getForChange(code);
        if (!standard.isDraft()) {
            throw Failure.conflict("STANDARD_IMMUTABLE",
                    "Standard " + code + " is " + standard.status + ": only a draft may change. Copy it to a draft.");
        }
        return standard;
    }

    private List<StandardEntity> openPredecessors(StandardEntity draft) {
        return StandardEntity.<StandardEntity>find("track = ?1 and status = ?2 and effectiveTo is null",
                draft.track, StandardStatus.PUBLISHED).withLock(LockModeType.PESSIMISTIC_WRITE).list();
    }

    private static void requireAfter(StandardEntity predecessor, LocalDate effectiveFrom) {
        if (predecessor.effectiveFrom != null && !effectiveFrom.isAfter(predecessor.effectiveFrom)) {
            throw Failure.invalid("EFFECTIVE_DATE_TOO_EARLY",
                    "The new version must take effect after " + predecessor.code + " (" + predecessor.effectiveFrom
                            + ").", Violation.field("effectiveFrom", "must be after " + predecessor.effectiveFrom));
        }
    }

    /** Standards are national data: their audit entries concern the national unit. */
    private static Long national() {
        return Organisation.national().id;
    }

    private void requireNationalAdministrator() {
        jurisdiction.requireNationalAuthority("Standards are");
    }

    private StandardEntity draftRow(StandardEntity source, Standard draft, DraftRequest request) {
        StandardEntity row = new StandardEntity();
        row.code = draft.code();
        row.versionNo = draft.version();
        row.basedOnCode = draft.basedOn();
        row.nameZh = request.nameZh() == null || request.nameZh().isBlank() ? source.nameZh : request.nameZh().trim();
        row.nameEn = request.nameEn() == null || request.nameEn().isBlank() ? source.nameEn : request.nameEn().trim();
        row.track = draft.track();
        row.status = draft.status();
        row.normMinGames = draft.parameters().normMinGames();
        row.windowMonths = draft.parameters().windowMonths();
        row.sourceZh = source.sourceZh;
        row.sourceEn = source.sourceEn;
        row.aboutZh = source.aboutZh;
        row.aboutEn = source.aboutEn;
        row.createdAt = Instant.now(clock);
        return row;
    }

    private static String rates(List<NormRateEntity> rates) {
        return rates.stream().map(r -> r.title + "/" + r.genderScope + "=" + r.rate.toPlainString()).toList().toString();
    }
}
