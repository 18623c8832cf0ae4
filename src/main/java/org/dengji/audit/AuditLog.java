package org.dengji.audit;

import io.quarkus.hibernate.orm.panache.PanacheQuery;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Parameters;
import io.quarkus.panache.common.Sort;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Appends to the audit log inside the caller's transaction, so that a change and its record commit
 * or roll back together. There is deliberately no update and no delete. Each entry names the
 * organisation unit it concerns; readers see only the entries of their own subtree, which the
 * feature that knows the tree passes in ({@link AuditQuery#units()}).
 */
@ApplicationScoped
public class AuditLog {

    /** The actor recorded for what the system does by itself (first start, scheduled work). */
    public static final String SYSTEM = "system";

    private static final int MAX = 4000;

    @Inject
    SecurityIdentity identity;

    @Inject
    Clock clock;

    /** Appends {@code change}, stamped with the time and the signed-in actor (or {@link #SYSTEM}). */
    @Transactional(Transactional.TxType.MANDATORY)
    public AuditEntry record(AuditRecord change) {
        AuditEntry entry = new AuditEntry();
        entry.at = Instant.now(clock);
        entry.actor = identity == null || identity.isAnonymous() ? SYSTEM : identity.getPrincipal().getName();
        entry.action = change.action();
        entry.entityType = change.entity().stored();
        entry.entityId = change.entityId();
        entry.organisationId = change.organisationId();
        entry.before = clip(change.before());
        entry.after = clip(change.after());
        entry.reason = clip(change.reason());
        entry.noteCode = change.note() == null ? null : change.note().name();
        entry.noteArguments = change.noteArguments().isEmpty() ? null : String.join(" ", change.noteArguments());
        entry.persist();
        return entry;
    }

    /** The history of one entity, oldest first. */
    public List<AuditEntry> forEntity(AuditedEntity entity, Object entityId) {
        return AuditEntry.list("entityType = ?1 and entityId = ?2 order by id", entity.stored(), String.valueOf(entityId));
    }

    /** The entries the query selects, newest first, one page of them. */
    public AuditPage search(AuditQuery query) {
        List<String> where = new ArrayList<>();
        Parameters parameters = new Parameters();
        filter(where, parameters, "entityType", query.entityType());
        filter(where, parameters, "entityId", query.entityId());
        filter(where, parameters, "actor", query.actor());
        if (query.from() != null) {
            where.add("at >= :from");
            parameters.and("from", query.from());
        }
        if (query.to() != null) {
            where.add("at < :to");
            parameters.and("to", query.to());
        }
        if (query.units() != null) {
            where.add("organisationId in :units");
            parameters.and("units", query.units().isEmpty() ? List.of(-1L) : query.units());
        }
        PanacheQuery<AuditEntry> found = AuditEntry.find(where.isEmpty() ? "" : String.join(" and ", where),
                Sort.descending("id"), parameters);
        List<AuditEntryView> items = found.page(Page.of(query.page(), query.size())).list().stream()
                .map(AuditEntryView::of).toList();
        return new AuditPage(items, found.count());
    }

    private static void filter(List<String> where, Parameters parameters, String field, String value) {
        if (value != null && !value.isBlank()) {
            where.add(field + " = :" + field);
            parameters.and(field, value.trim());
        }
    }

    private static String clip(String text) {
        return text == null || text.length() <= MAX ? text : text.substring(0, MAX - 1) + "…";
    }
}
