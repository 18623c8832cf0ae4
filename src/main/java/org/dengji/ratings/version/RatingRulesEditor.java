package org.dengji.ratings.version;

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
import org.dengji.ratings.core.RatingRules;
import org.dengji.ratings.core.RuleProblem;

/**
 * Changing rating rule sets: copy one to a draft, edit the draft's numbers, publish it. The rules are national
 * data, so only an administrator of the national authority may change them, and only a draft changes: a
 * published set never does, so any rating computed under it can be repeated.
 *
 * <p>Publishing follows the standards' versions: the draft takes effect on a day not in the past and after the
 * set in force, whose {@code effective_to} becomes that day. Reports already written for events ending on or
 * after that day are rewritten under the new set (the ratings feature hears of the publication).
 */
@ApplicationScoped
public class RatingRulesEditor {

    private final Jurisdiction jurisdiction;
    private final AuditLog audit;
    private final Clock clock;
    private final Event<RatingRulesPublished> published;

    public RatingRulesEditor(Jurisdiction jurisdiction, AuditLog audit, Clock clock,
            Event<RatingRulesPublished> published) {
        this.jurisdiction = jurisdiction;
        this.published = published;
        this.audit = audit;
        this.clock = clock;
    }

    @Transactional
    public RatingRuleSetEntity copyToDraft(RatingRulesDraftRequest request) {
        requireNationalAdministrator();
        RatingRuleSetEntity source = find(request.basedOn());
        if (RatingRuleSetEntity.count("code", request.code()) > 0) {
            throw Failure.conflict("RATING_RULES_CODE_TAKEN", "A rating rule set " + request.code() + " already exists.");
        }
        RatingRuleSetEntity draft = new RatingRuleSetEntity();
        draft.code = request.code();
        draft.basedOnCode = source.code;
        draft.nameZh = blank(request.nameZh()) ? source.nameZh : request.nameZh().trim();
        draft.nameEn = blank(request.nameEn()) ? source.nameEn : request.nameEn().trim();
        draft.status = RuleSetStatus.DRAFT;
        draft.source = source.source;
        draft.set(source.rules());
        draft.createdAt = Instant.now(clock);
        draft.persist();
        audit.record(AuditRecord.of("RATING_RULES_DRAFT_CREATED", AuditedEntity.RATING_RULES, draft.code, national())
                .change(null, draft.summary()).noting(AuditNote.COPY_OF, source.code));
        return draft;
    }

    @Transactional
    public RatingRuleSetEntity edit(String code, RuleValues values) {
        requireNationalAdministrator();
        RatingRuleSetEntity draft = draftForChange(code);
        RatingRules rules = values.toRules();
        List<RuleProblem> problems = rules.problems();
        if (!problems.isEmpty()) {
            throw new Failure(Failure.Kind.INVALID, "RATING_RULES_INVALID", "The rating rules cannot be used: "
                    + problems.size() + " problem(s).", problems.stream()
                    .map(problem -> Violation.field("values." + problem.field(), problem.message())).toList());
        }
        String before = draft.summary();
        draft.set(rules);
        audit.record(AuditRecord.of("RATING_RULES_UPDATED", AuditedEntity.RATING_RULES, code, national())
                .change(before, draft.summary()));
        return draft;
    }

    @Transactional
    public RatingRuleSetEntity publish(String code, LocalDate effectiveFrom) {
        requireNationalAdministrator();
        RatingRuleSetEntity draft = draftForChange(code);
        LocalDate today = LocalDate.now(clock);
        if (effectiveFrom.isBefore(today)) {
            throw Failure.invalid("EFFECTIVE_DATE_IN_PAST", "Rating rules cannot take effect before today (" + today
                    + ").", Violation.field("effectiveFrom", "must be " + today + " or later"));
        }
        List<RatingRuleSetEntity> open = RatingRuleSetEntity.<RatingRuleSetEntity>find(
                "status = ?1 and effectiveTo is null", RuleSetStatus.PUBLISHED)
                .withLock(LockModeType.PESSIMISTIC_WRITE).list();
        open.forEach(predecessor -> requireAfter(predecessor, effectiveFrom));
        String before = draft.summary();
        draft.status = RuleSetStatus.PUBLISHED;
        draft.effectiveFrom = effectiveFrom;
        draft.publishedAt = Instant.now(clock);
        for (RatingRuleSetEntity predecessor : open) {
            String was = predecessor.summary();
            predecessor.effectiveTo = effectiveFrom;
            audit.record(AuditRecord.of("RATING_RULES_SUPERSEDED", AuditedEntity.RATING_RULES, predecessor.code,
                    national()).change(was, predecessor.summary()).noting(AuditNote.SUPERSEDED_BY, code));
        }
        audit.record(AuditRecord.of("RATING_RULES_PUBLISHED", AuditedEntity.RATING_RULES, code, national())
                .change(before, draft.summary()));
        published.fire(new RatingRulesPublished(code, effectiveFrom));
        return draft;
    }

    private RatingRuleSetEntity draftForChange(String code) {
        RatingRuleSetEntity row = RatingRuleSetEntity.<RatingRuleSetEntity>find("code", code)
                .withLock(LockModeType.PESSIMISTIC_WRITE).firstResultOptional()
                .orElseThrow(() -> RatingRulesService.notFound(code));
        if (!row.isDraft()) {
            throw Failure.conflict("RATING_RULES_IMMUTABLE", "Rating rule set " + code + " is " + row.status
                    + ": only a draft may change. Copy it to a draft.");
        }
        return row;
    }

    private static RatingRuleSetEntity find(String code) {
        return RatingRuleSetEntity.<RatingRuleSetEntity>find("code", code).firstResultOptional()
                .orElseThrow(() -> RatingRulesService.notFound(code));
    }

    private static void requireAfter(RatingRuleSetEntity predecessor, LocalDate effectiveFrom) {
        if (predecessor.effectiveFrom != null && !effectiveFrom.isAfter(predecessor.effectiveFrom)) {
            throw Failure.invalid("EFFECTIVE_DATE_TOO_EARLY", "The new rules must take effect after "
                    + predecessor.code + " (" + predecessor.effectiveFrom + ").",
                    Violation.field("effectiveFrom", "must be after " + predecessor.effectiveFrom));
        }
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    /** Rating rules are national data: their audit entries concern the national unit. */
    private static Long national() {
        return Organisation.national().id;
    }

    private void requireNationalAdministrator() {
        jurisdiction.requireNationalAuthority("Rating rules are");
    }
}
