package org.dengji.authority;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Set;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditPage;
import org.dengji.audit.AuditQuery;
import org.dengji.common.DengjiConfig;

/**
 * The audit log as an administrator may read it, for the API and the page alike: only the entries
 * about units in the reader's subtree, every entry for a reader at the root of the tree. It lives here,
 * where the tree is known, and hands the subtree to the audit log, which knows no tree.
 */
@ApplicationScoped
public class AuditTrail {

    private final AuditLog audit;
    private final OrganisationService organisations;
    private final Jurisdiction jurisdiction;
    private final ZoneId zone;

    public AuditTrail(AuditLog audit, OrganisationService organisations, Jurisdiction jurisdiction,
            DengjiConfig config) {
        this.audit = audit;
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.zone = config.timeZone();
    }

    /**
     * One page (from 0) of the entries the reader may see, newest first; every filter may be null.
     *
     * @param from entries at or after this instant
     * @param to entries before this instant
     */
    public AuditPage read(String entityType, String entityId, String actor, Instant from, Instant to, int page,
            int size) {
        Organisation home = jurisdiction.home();
        Set<Long> units = home.parent == null ? null : organisations.subtreeIds(home);
        return audit.search(new AuditQuery(entityType, entityId, actor, from, to, units, page, size));
    }

    /** Where {@code day} begins in the federation's zone ({@code dengji.time-zone}). */
    public Instant startOf(LocalDate day) {
        return day.atStartOfDay(zone).toInstant();
    }

    /** Where {@code day} ends in the federation's zone: the start of the next day, which a filter excludes. */
    public Instant endOf(LocalDate day) {
        return startOf(day.plusDays(1));
    }
}
