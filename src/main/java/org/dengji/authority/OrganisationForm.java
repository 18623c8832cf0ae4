package org.dengji.authority;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dengji.common.Failure;
import org.dengji.common.Violation;

/** What the organisation form posted, as text, so that a refused form comes back as the user typed it. */
public record OrganisationForm(Long parentId, String level, String nameZh, String nameEn, String unitCode,
        String adminCode, List<String> grantedTitles) {

    static OrganisationForm empty(Organisation parent) {
        return new OrganisationForm(parent.id, "", "", "", "", "", List.of());
    }

    static OrganisationForm of(Organisation unit) {
        return new OrganisationForm(unit.parentId(), unit.level.name(), unit.nameZh, unit.nameEn, unit.unitCode,
                unit.adminCode, unit.grants.stream().sorted().map(Enum::name).toList());
    }

    public boolean grants(Grant grant) {
        return grantedTitles.contains(grant.name());
    }

    /** The grants the form holds, in order, for a form that shows them without offering to change them. */
    public List<Grant> grantsHeld() {
        return Arrays.stream(Grant.values()).filter(this::grants).toList();
    }

    public boolean isParent(Organisation unit) {
        return unit.id.equals(parentId);
    }

    OrganisationRequest toRequest() {
        return new OrganisationRequest(parentId, parse(OrganisationLevel.class, level, "level"), nameZh, nameEn,
                unitCode, adminCode == null || adminCode.isBlank() ? null : adminCode.trim(), grantSet());
    }

    private Set<Grant> grantSet() {
        Set<Grant> grants = EnumSet.noneOf(Grant.class);
        // An empty value (a blank option) grants nothing; it is not an unknown grant.
        grantedTitles.stream().filter(g -> g != null && !g.isBlank())
                .forEach(g -> grants.add(parse(Grant.class, g, "grantedTitles")));
        return grants;
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String value, String field) {
        try {
            return value == null || value.isBlank() ? null : Enum.valueOf(type, value);
        } catch (IllegalArgumentException unknown) {
            throw Failure.invalid("INVALID_VALUE", "Unknown value " + value + ".",
                    Violation.field(field, "unknown value"));
        }
    }
}
