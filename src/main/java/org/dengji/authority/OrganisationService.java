package org.dengji.authority;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/** The organisation tree: reading it, and adding and editing units within one's jurisdiction. */
@ApplicationScoped
public class OrganisationService {

    private final Jurisdiction jurisdiction;
    private final AuditLog audit;

    public OrganisationService(Jurisdiction jurisdiction, AuditLog audit) {
        this.jurisdiction = jurisdiction;
        this.audit = audit;
    }

    public List<Organisation> all() {
        return Organisation.list("order by unitCode");
    }

    public Optional<Organisation> find(long id) {
        return Organisation.findByIdOptional(id);
    }

    public Organisation get(long id) {
        return find(id).orElseThrow(() -> Failure.notFound("ORGANISATION_NOT_FOUND", "No organisation " + id + "."));
    }

    @Transactional
    public Organisation create(OrganisationRequest request) {
        Organisation parent = find(request.parentId()).orElseThrow(() -> Failure.invalid("UNKNOWN_PARENT",
                "The parent organisation does not exist.", Violation.field("parentId", "no such organisation")));
        jurisdiction.requireCovers(parent);
        checkPlacement(request.level(), parent);
        checkGrants(request);
        checkUnitCodeFree(request.unitCode(), null);
        Organisation unit = new Organisation();
        unit.parent = parent;
        unit.level = request.level();
        unit.createdAt = Instant.now();
        apply(request, unit);
        unit.persist();
        audit.record("ORGANISATION_CREATED", "organisation", unit.id, null, unit.summary(), null);
        return unit;
    }

    @Transactional
    public Organisation update(long id, OrganisationRequest request) {
        Organisation unit = get(id);
        jurisdiction.requireCovers(unit);
        if (request.level() != unit.level) {
            throw Failure.invalid("LEVEL_IMMUTABLE", "A unit's level cannot change.",
                    Violation.field("level", "must stay " + unit.level));
        }
        checkGrants(request);
        checkUnitCodeFree(request.unitCode(), unit.id);
        String before = unit.summary();
        apply(request, unit);
        audit.record("ORGANISATION_UPDATED", "organisation", unit.id, before, unit.summary(), null);
        return unit;
    }

    private static void apply(OrganisationRequest request, Organisation unit) {
        unit.nameZh = request.nameZh().trim();
        unit.nameEn = request.nameEn().trim();
        unit.unitCode = request.unitCode();
        unit.adminCode = request.adminCode() == null || request.adminCode().isBlank() ? null : request.adminCode();
        unit.grant(request.grants());
    }

    private static void checkPlacement(OrganisationLevel level, Organisation parent) {
        if (!level.creatableByAdministrators()) {
            throw Failure.invalid("LEVEL_NOT_CREATABLE",
                    "Units of level " + level + " are seeded and cannot be added.",
                    Violation.field("level", "must be one of PREFECTURE, COUNTY, INDUSTRY, PLAN_CITY"));
        }
        if (!level.allowedParents().contains(parent.level)) {
            throw Failure.invalid("LEVEL_NOT_ALLOWED_HERE",
                    "A " + level + " unit cannot sit under a " + parent.level + " unit.",
                    Violation.field("level", "allowed under " + level.allowedParents()));
        }
    }

    private static void checkGrants(OrganisationRequest request) {
        if (request.grants().isEmpty()) {
            return;
        }
        if (!request.level().acceptsGrants()) {
            throw Failure.invalid("GRANT_NOT_ALLOWED",
                    "Only INDUSTRY and PLAN_CITY units receive approval authority by grant.",
                    Violation.field("grantedTitles", "must be empty for " + request.level()));
        }
        if (!request.grants().stream().allMatch(ApprovableTitle::grantable)) {
            throw Failure.invalid("GRANT_NOT_ALLOWED",
                    "Only first-class and second-class authority can be granted (seed 000, 第三条).",
                    Violation.field("grantedTitles", "may contain FIRST_CLASS and SECOND_CLASS only"));
        }
    }

    private static void checkUnitCodeFree(String unitCode, Long self) {
        Optional<Organisation> holder = Organisation.find("unitCode", unitCode).firstResultOptional();
        if (holder.isPresent() && !holder.get().id.equals(self)) {
            throw Failure.conflict("UNIT_CODE_TAKEN",
                    "Unit code " + unitCode + " already belongs to " + holder.get().nameEn + ".");
        }
    }
}
