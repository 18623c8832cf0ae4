package org.dengji.registry.imports;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;

/**
 * The home units a CSV file's {@code unit} column names, one per code: each must be a unit of the
 * registrar's subtree, else an error on the row. The message is the same for a code that names no
 * unit and for one outside the subtree, so that a file cannot be used to probe the tree.
 */
final class RowUnits {

    private RowUnits() {
    }

    static Map<String, Organisation> of(List<StandingsFile.Line> lines, Jurisdiction who, List<ImportError> errors) {
        Map<String, Organisation> units = new HashMap<>();
        for (StandingsFile.Line line : lines) {
            String code = line.homeUnit();
            if (code == null || units.containsKey(code)) {
                continue;
            }
            Organisation unit = Organisation.<Organisation>find("unitCode", code).firstResult();
            if (unit != null && who.covers(unit)) {
                units.put(code, unit);
            }
        }
        lines.stream().filter(l -> l.homeUnit() != null && !units.containsKey(l.homeUnit()))
                .forEach(l -> errors.add(ImportError.line(l.line(), ImportCode.CSV_UNKNOWN_UNIT, l.homeUnit())));
        return units;
    }
}
