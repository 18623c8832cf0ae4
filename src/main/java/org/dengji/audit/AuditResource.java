package org.dengji.audit;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * Reading the audit trail of one entity. Administrators only; the role name is spelled out here
 * because the audit feature depends on no other feature.
 */
@Path("/api/v1/audit")
public class AuditResource {

    private final AuditLog audit;

    public AuditResource(AuditLog audit) {
        this.audit = audit;
    }

    @GET
    @RolesAllowed("ADMIN")
    public List<AuditEntryView> trail(@QueryParam("entityType") String entityType,
            @QueryParam("entityId") String entityId) {
        if (entityType == null || entityId == null) {
            throw Failure.invalid("MISSING_PARAMETER", "Name the entity: entityType and entityId.",
                    Violation.field(entityType == null ? "entityType" : "entityId", "required"));
        }
        return audit.forEntity(entityType, entityId).stream().map(AuditEntryView::of).toList();
    }
}
