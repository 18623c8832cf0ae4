package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.LocalDate;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Failure;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * "Who may approve" for every feature, from one source: the 第三条 rows ({@code standard_authority})
 * of the version of the standard in force, applied to the organisation tree by {@link ApprovalRules}.
 * Nothing else in Dengji knows which level approves which title.
 */
@ApplicationScoped
public class ApprovalAuthority {

    private final StandardStore store;
    private final AuthorityBodies kept;

    public ApprovalAuthority(StandardStore store, AuthorityBodies kept) {
        this.store = store;
        this.kept = kept;
    }

    /** 第三条 of the version of {@code track} in force on {@code date}; none in force: no rule at all. */
    public ApprovalRules inForce(Track track, LocalDate date) {
        return store.inForce(track, date).map(this::of).orElseGet(() -> new ApprovalRules(List.of(), association()));
    }

    /** 第三条 of one version. */
    public ApprovalRules of(StandardEntity version) {
        return new ApprovalRules(store.authority(version).stream().map(AuthorityEntity::rule).toList(), association());
    }

    /** Who approves {@code title} for a player of {@code home} on {@code date}; 422 when nobody does. */
    public ApprovalRoute route(Title title, Organisation home, LocalDate date) {
        return inForce(title.track(), date).route(title, home);
    }

    /**
     * Refuses with 403 {@code TITLE_NOT_IN_AUTHORITY} unless {@code acting} is the unit that approves
     * {@code title} for a player of {@code home} on {@code date} (422 when no unit does).
     */
    public ApprovalRoute requireMayApprove(Organisation acting, Title title, Organisation home, LocalDate date) {
        ApprovalRoute route = route(title, home, date);
        if (!route.approvedBy(acting)) {
            throw Failure.refused("TITLE_NOT_IN_AUTHORITY", "%s (%s) does not approve %s for a player of %s (%s):"
                    .formatted(acting.nameEn, acting.unitCode, title.en(), home.nameEn, home.unitCode)
                    + " %s (%s) does (%s).".formatted(route.approver().nameEn, route.approver().unitCode,
                            route.rule().reference()));
        }
        return route;
    }

    /** The body to apply to for {@code title} under {@code version}, in words; empty where it names none. */
    public Optional<ApprovingBody> body(StandardEntity version, Title title) {
        return Optional.ofNullable(bodies(version).get(title));
    }

    /** The body to apply to for every title {@code version} names one for, in words; kept ({@link AuthorityBodies}). */
    public Map<Title, ApprovingBody> bodies(StandardEntity version) {
        return kept.of(version, () -> read(version));
    }

    private Map<Title, ApprovingBody> read(StandardEntity version) {
        Organisation national = Organisation.national();
        Organisation association = association();
        Map<Title, ApprovingBody> bodies = new EnumMap<>(Title.class);
        store.authority(version).forEach(a -> bodies.put(a.title, ApprovingBody.of(a.rule(), national, association)));
        return bodies;
    }

    private static Organisation association() {
        return Organisation.<Organisation>find("level", OrganisationLevel.ASSOCIATION).firstResult();
    }
}
