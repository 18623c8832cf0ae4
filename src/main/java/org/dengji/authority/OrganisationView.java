package org.dengji.authority;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * An organisation as the API shows it; {@code approvableTitles} are the codes of the titles it
 * approves under the standards in force today (第三条 data), {@code grantedTitles} its grants.
 */
public record OrganisationView(Long id, Long parentId, OrganisationLevel level, String nameZh, String nameEn,
        String unitCode, String adminCode, List<String> approvableTitles, Set<Grant> grantedTitles) {

    public static OrganisationView of(Organisation o, List<ApprovedTitle> approves) {
        return new OrganisationView(o.id, o.parentId(), o.level, o.nameZh, o.nameEn, o.unitCode, o.adminCode,
                approves.stream().map(ApprovedTitle::code).toList(), new TreeSet<>(o.grants));
    }
}
