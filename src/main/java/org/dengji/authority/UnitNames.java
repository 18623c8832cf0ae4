package org.dengji.authority;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.common.change.KeptInMemory;
import org.dengji.common.change.KeptValue;
import org.dengji.common.i18n.Language;

/**
 * The names of every unit, kept in memory for the public pages that name a player's home unit or an event's
 * organiser: read as an entity, a unit costs two statements (its row and its grants) on every view, while the
 * units number in the thousands and are renamed rarely. Read in one statement when first asked, and forgotten
 * whenever a unit is saved here or elsewhere ({@link KeptInMemory}); a reading that began before the write is
 * never kept.
 */
@ApplicationScoped
public class UnitNames implements KeptInMemory {

    private record Names(String zh, String en) {
    }

    private final KeptValue<Map<Long, Names>> kept = new KeptValue<>();

    /** The unit's name in {@code language}, as {@link Organisation#name(Language)} gives it; null for no such unit. */
    public String name(long unitId, Language language) {
        Names names = kept.get(UnitNames::read).get(unitId);
        if (names == null) {
            invalidate(); // saved a moment ago by a path that has not told this instance yet
            names = kept.get(UnitNames::read).get(unitId);
        }
        return names == null ? null : language.pick(names.zh(), names.en());
    }

    private static Map<Long, Names> read() {
        List<Object[]> rows = Organisation.getEntityManager()
                .createQuery("select o.id, o.nameZh, o.nameEn from Organisation o", Object[].class).getResultList();
        Map<Long, Names> read = new HashMap<>(rows.size() * 2);
        for (Object[] r : rows) {
            read.put((Long) r[0], new Names((String) r[1], (String) r[2]));
        }
        return Map.copyOf(read);
    }

    @Override
    public void invalidate() {
        kept.forget();
    }

    void organisationChanged(@Observes(during = TransactionPhase.AFTER_SUCCESS) OrganisationChanged change) {
        invalidate();
    }
}
