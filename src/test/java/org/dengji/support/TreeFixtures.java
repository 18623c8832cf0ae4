package org.dengji.support;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import org.dengji.authority.Grant;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.Role;

/**
 * Units for tests, made directly in the database under a given parent, each with a unit code no
 * other unit has (found in the database, not from a counter), so tests never share units.
 */
@ApplicationScoped
public class TreeFixtures {

    private final StaffFixtures staff;

    public TreeFixtures(StaffFixtures staff) {
        this.staff = staff;
    }

    /** The unit's own administrator ({@link StaffFixtures#PASSWORD}); returns the user name. */
    public String admin(Organisation unit) {
        return staff.ensure("admin-" + unit.id, Role.ADMIN, unit.unitCode);
    }

    /** A staff member of the unit with another role; returns the user name. */
    public String staffOf(Organisation unit, Role role) {
        return staff.ensure(role.name().toLowerCase(java.util.Locale.ROOT) + "-" + unit.id, role, unit.unitCode);
    }

    /** A seeded unit by its code. */
    public Organisation seeded(String unitCode) {
        return staff.unit(unitCode);
    }

    /** A new unit of {@code level} under {@code parent}, holding {@code grants}. */
    public Organisation unit(Organisation parent, OrganisationLevel level, String nameEn, Grant... grants) {
        return QuarkusTransaction.requiringNew().call(() -> {
            Organisation unit = new Organisation();
            unit.level = level;
            unit.nameZh = nameEn;
            unit.nameEn = nameEn;
            unit.unitCode = freeUnitCode();
            unit.placeUnder(Organisation.findById(parent.id));
            unit.grant(Set.of(grants));
            unit.createdAt = Instant.now();
            unit.persist();
            return unit;
        });
    }

    /** The unit as it is now in the database. */
    public Organisation reload(Organisation unit) {
        return QuarkusTransaction.requiringNew().call(() -> {
            Organisation fresh = Organisation.findById(unit.id);
            fresh.parentId();
            return fresh;
        });
    }

    /** A four-digit unit code no unit has; never 9999, which tests use as the code of no unit at all. */
    public String freeUnitCode() {
        return QuarkusTransaction.requiringNew().call(() -> {
            List<Organisation> all = Organisation.listAll();
            Set<String> taken = all.stream().map(o -> o.unitCode).collect(Collectors.toSet());
            while (true) {
                String code = String.valueOf(ThreadLocalRandom.current().nextInt(7000, 9999));
                if (!taken.contains(code)) {
                    return code;
                }
            }
        });
    }
}
