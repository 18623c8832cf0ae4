package org.dengji.authority;

import java.util.Set;
import java.util.TreeSet;

/** An organisation as the API shows it. */
public record OrganisationView(Long id, Long parentId, OrganisationLevel level, String nameZh, String nameEn,
        String unitCode, String adminCode, Set<ApprovableTitle> approvableTitles, Set<ApprovableTitle> grantedTitles) {

    public static OrganisationView of(Organisation o) {
        return new OrganisationView(o.id, o.parentId(), o.level, o.nameZh, o.nameEn, o.unitCode, o.adminCode,
                new TreeSet<>(o.approvableTitles()), new TreeSet<>(o.granted()));
    }
}
