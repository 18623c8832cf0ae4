package org.dengji.registry.imports;

import java.math.BigDecimal;
import java.time.LocalDate;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.Section;

/**
 * What the caller says about an event beside its file: the organising unit, the category, the
 * section, whether it is official, and what the file may lack (the end date, and for a CSV file
 * the name, city, start date and rounds). Norm rates are the score rates a title tournament
 * prescribes for 特级大师 and 大师. {@code homeUnit} is the unit the new players of the file are
 * registered at (any unit of the registrar's subtree; null: the organising unit).
 */
public record ImportRequest(String organisation, EventCategory category, Section section, boolean official,
        LocalDate endDate, String name, String city, LocalDate startDate, Integer rounds, BigDecimal normRateGm,
        BigDecimal normRateMaster, String homeUnit) {

    /** The request of a TRF import: the file says the rest. */
    public static ImportRequest trf(String organisation, EventCategory category, Section section, boolean official,
            LocalDate endDate) {
        return new ImportRequest(organisation, category, section, official, endDate, null, null, null, null, null,
                null, null);
    }

    public ImportRequest withNormRates(BigDecimal gm, BigDecimal master) {
        return new ImportRequest(organisation, category, section, official, endDate, name, city, startDate, rounds,
                gm, master, homeUnit);
    }

    /** The same request registering new players at {@code unitCode} (blank: the organising unit). */
    public ImportRequest withHomeUnit(String unitCode) {
        String unit = unitCode == null || unitCode.isBlank() ? null : unitCode.strip();
        return new ImportRequest(organisation, category, section, official, endDate, name, city, startDate, rounds,
                normRateGm, normRateMaster, unit);
    }
}
