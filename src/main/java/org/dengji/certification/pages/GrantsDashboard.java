package org.dengji.certification.pages;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.authority.Organisation;
import org.dengji.authority.UnitsWithin;
import org.dengji.certification.certificate.Certificate;
import org.dengji.common.i18n.Language;
import org.dengji.security.StaffJurisdiction;

/**
 * Titles granted (certificates standing) per year and issuing unit, within the viewer's subtree: the
 * certificates are read by their units' ids ({@link UnitsWithin}), the units joined only to be named.
 */
@ApplicationScoped
public class GrantsDashboard {

    private final StaffJurisdiction staff;

    public GrantsDashboard(StaffJurisdiction staff) {
        this.staff = staff;
    }

    public List<GrantsChart.Bar> bars(Language language) {
        UnitsWithin units = UnitsWithin.of(staff.home());
        List<Object[]> rows = units.bind(Certificate.getEntityManager().createQuery("select c.year, c.unit, count(c)"
                + " from Certificate c where c.status = :valid and " + units.condition("c.unit.id", "units")
                + " group by c.year, c.unit order by c.year desc, count(c) desc", Object[].class), "units")
                .setParameter("valid", Certificate.Status.VALID).getResultList();
        return rows.stream()
                .map(r -> new GrantsChart.Bar((Integer) r[0], ((Organisation) r[1]).name(language), (Long) r[2])).toList();
    }
}
