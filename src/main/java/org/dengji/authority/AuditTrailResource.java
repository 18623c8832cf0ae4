package org.dengji.authority;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import org.dengji.audit.AuditPage;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.common.Violation;

/**
 * Reading the audit log, for administrators, within their jurisdiction only: entries about units,
 * users or records outside the reader's subtree are never returned ({@link AuditTrail}, which the
 * administrators' audit page reads too).
 */
@Path("/api/v1/audit")
public class AuditTrailResource {

    /**
     * The filters, every one optional. {@code from} and {@code to} take a day ({@code 2025-06-01}, a
     * whole day in the federation's zone, {@code dengji.time-zone}) or an instant with its offset
     * ({@code 2025-06-01T08:00:00Z}); {@code to} is inclusive for a day. Pages count from 0; at most 200
     * entries a page, 50 unless asked.
     */
    public static class Filter {
        @QueryParam("entityType")
        public String entityType;

        @QueryParam("entityId")
        public String entityId;

        @QueryParam("username")
        public String username;

        @QueryParam("from")
        public String from;

        @QueryParam("to")
        public String to;

        @QueryParam("page")
        @Pattern(regexp = "\\d{1,6}", message = "must be a whole number, 0 or more")
        public String page;

        @QueryParam("size")
        @Pattern(regexp = "[1-9]|[1-9]\\d|1\\d\\d|200", message = "must be a whole number from 1 to 200")
        public String size;
    }

    private final AuditTrail trail;

    public AuditTrailResource(AuditTrail trail) {
        this.trail = trail;
    }

    @GET
    @RolesAllowed(Role.ADMIN_NAME)
    public AuditPage search(@Valid @BeanParam Filter filter) {
        return trail.read(filter.entityType, filter.entityId, filter.username,
                instant(filter.from, "from", false), instant(filter.to, "to", true),
                filter.page == null ? 0 : Integer.parseInt(filter.page),
                filter.size == null ? 50 : Integer.parseInt(filter.size));
    }

    private Instant instant(String text, String field, boolean endOfDay) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            if (text.length() == 10) {
                LocalDate day = LocalDate.parse(text);
                return endOfDay ? trail.endOf(day) : trail.startOf(day);
            }
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            throw Failure.invalid("INVALID_PARAMETER", "The " + field + " parameter is not a date or an instant.",
                    Violation.field(field, "a day such as 2025-06-01, or an instant such as 2025-06-01T08:00:00Z"));
        }
    }
}
