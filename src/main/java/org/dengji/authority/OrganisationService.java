package org.dengji.authority;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/**
 * The organisation tree: reading it, adding units within one's jurisdiction, and changing a unit
 * from a unit above it. A unit's own staff never change its data: an administrator of an industry
 * unit cannot grant itself authority, nor a province rename itself. Approval authority is granted by
 * the national authority alone, whatever unit lies between.
 */
@ApplicationScoped
public class OrganisationService {

    /** The refusal of a grant asked by an administrator of a unit other than the national authority. */
    private static final String GRANT_BY_NATIONAL_AUTHORITY_ONLY = "GRANT_BY_NATIONAL_AUTHORITY_ONLY";

    private final Jurisdiction jurisdiction;
    private final AuditLog audit;
    private final Clock clock;
    private final Event<OrganisationChanged> changes;

    public OrganisationService(Jurisdiction jurisdiction, AuditLog audit, Clock clock, Event<OrganisationChanged> changes) {
        this.jurisdiction = jurisdiction;
        this.audit = audit;
        this.clock = clock;
        this.changes = changes;
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

    /** {@code root} and every unit below it, by unit code: one indexed condition on the path. */
    public List<Organisation> within(Organisation root) {
        return Organisation.list("path like ?1 order by unitCode", root.subtreePattern());
    }

    /** The ids of {@code root} and every unit below it. */
    public Set<Long> subtreeIds(Organisation root) {
        return within(root).stream().map(o -> o.id).collect(Collectors.toSet());
    }

    @Transactional
    public Organisation create(OrganisationRequest request) {
        TreePaths.lockTree();
        Organisation parent = parentOf(request);
        jurisdiction.requireCovers(parent);
        requireGrantsFromNationalAuthority(Set.of(), request);
        OrganisationRules.checkNewUnit(request.level(), parent);
        checkGrants(request);
        checkUnitCodeFree(request.unitCode(), null);
        Organisation unit = new Organisation();
        unit.level = request.level();
        unit.createdAt = Instant.now(clock);
        apply(request, unit);
        unit.placeUnder(parent);
        unit.persist();
        audit.record(AuditRecord.of("ORGANISATION_CREATED", AuditedEntity.ORGANISATION, unit.id, unit.id)
                .change(null, unit.summary()));
        changes.fire(new OrganisationChanged(unit.id));
        return unit;
    }

    /**
     * Replaces the unit's data, as an administrator of a unit above it. A new parent moves the unit:
     * the administrator must cover the new parent too, and the level rules hold at the new place.
     */
    @Transactional
    public Organisation update(long id, OrganisationRequest request) {
        TreePaths.lockTree();
        Organisation unit = get(id);
        jurisdiction.requireAbove(unit);
        requireGrantsFromNationalAuthority(unit.grants, request);
        Organisation parent = parentOf(request);
        boolean repaths = !parent.id.equals(unit.parentId()) || !request.unitCode().equals(unit.unitCode);
        boolean moves = !parent.id.equals(unit.parentId());
        if (moves) {
            jurisdiction.requireCovers(parent);
            OrganisationRules.checkMove(unit, parent);
        }
        OrganisationRules.checkLevel(unit, request.level(), parent, children(unit));
        checkGrants(request);
        checkUnitCodeFree(request.unitCode(), unit.id);
        String before = unit.summary();
        String parentBefore = unit.parent == null ? null : unit.parent.unitCode;
        String pathBefore = unit.path;
        unit.level = request.level();
        apply(request, unit);
        unit.placeUnder(parent);
        if (repaths) {
            TreePaths.rewriteBelow(unit, pathBefore);
        }
        AuditRecord update = AuditRecord.of("ORGANISATION_UPDATED", AuditedEntity.ORGANISATION, unit.id, unit.id)
                .change(before, unit.summary());
        audit.record(moves ? update.noting(AuditNote.MOVED, parentBefore, parent.unitCode) : update);
        changes.fire(new OrganisationChanged(unit.id));
        return unit;
    }

    private static List<Organisation> children(Organisation unit) {
        return Organisation.list("parent", unit);
    }

    private Organisation parentOf(OrganisationRequest request) {
        return find(request.parentId()).orElseThrow(() -> Failure.invalid("UNKNOWN_PARENT",
                "The parent organisation does not exist.", Violation.field("parentId", "no such organisation")));
    }

    private static void apply(OrganisationRequest request, Organisation unit) {
        unit.nameZh = request.nameZh().trim();
        unit.nameEn = request.nameEn().trim();
        unit.unitCode = request.unitCode();
        unit.adminCode = request.adminCode() == null || request.adminCode().isBlank() ? null : request.adminCode();
        unit.grant(request.grants());
    }

    /**
     * Only the national authority grants approval authority (it keeps the national list of approving
     * units and their codes), so a grant made at any other unit would be void: a new unit with grants,
     * or a change of a unit's grants, asked by an administrator of another unit is refused. Any unit
     * above a granted unit still changes its other data, the grants sent back as they are.
     */
    private void requireGrantsFromNationalAuthority(Set<Grant> held, OrganisationRequest request) {
        if (jurisdiction.atNationalAuthority() || Set.copyOf(held).equals(Set.copyOf(request.grants()))) {
            return;
        }
        Organisation home = jurisdiction.home();
        throw Failure.refused(GRANT_BY_NATIONAL_AUTHORITY_ONLY, ("Approval authority is granted by the national"
                + " authority only: an administrator of %s (%s) cannot change the grants of %s (%s) from %s to %s.")
                .formatted(home.nameEn, home.unitCode, request.nameEn(), request.unitCode(), sorted(held),
                        sorted(request.grants())),
                Violation.field("grantedTitles", "must stay " + sorted(held) + ": granted by the national authority"));
    }

    private static List<Grant> sorted(Set<Grant> grants) {
        return grants.stream().sorted().toList();
    }

    private static void checkGrants(OrganisationRequest request) {
        if (!request.grants().isEmpty() && !request.level().acceptsGrants()) {
            throw Failure.invalid("GRANT_NOT_ALLOWED",
                    "Only INDUSTRY and PLAN_CITY units receive approval authority by grant (《国际象棋升级规则》 第三条).",
                    Violation.field("grantedTitles", "must be empty for " + request.level()));
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
