package org.dengji.registry.imports;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.player.PlayerIdentity;

/**
 * Birth dates a file gives that no player of the event can have: before 1900, or after the event
 * began (real files carry anonymised dates such as {@code 2025/01/01}, or a date typed in the wrong
 * field). Such a date decides no place, so it is a warning and is not kept, and the player is matched
 * and registered as if the file gave none. The line keeps the date as written, for the export.
 */
final class BirthDates {

    static final LocalDate EARLIEST = LocalDate.of(1900, 1, 1);
    /** Where a TRF player record writes the birth date. */
    private static final int TRF_COLUMN = 70;

    private BirthDates() {
    }

    static StandingsFile plausible(StandingsFile file, Event draft, SourceFormat format) {
        LocalDate began = draft.startDate != null ? draft.startDate : draft.endDate;
        List<ImportError> warnings = new ArrayList<>(file.warnings());
        List<StandingsFile.Line> lines = new ArrayList<>(file.lines().size());
        for (StandingsFile.Line l : file.lines()) {
            LocalDate birth = l.identity().birthDate();
            if (birth != null && (birth.isBefore(EARLIEST) || began != null && birth.isAfter(began))) {
                warnings.add(format == SourceFormat.TRF
                        ? ImportError.at(l.line(), TRF_COLUMN, ImportCode.BIRTH_DATE_IMPLAUSIBLE, birth)
                        : ImportError.line(l.line(), ImportCode.BIRTH_DATE_IMPLAUSIBLE, birth));
                lines.add(withoutBirthDate(l));
            } else {
                lines.add(l);
            }
        }
        warnings.sort(java.util.Comparator.comparingInt(ImportError::line));
        return new StandingsFile(file.tournament(), lines, file.errors(), warnings);
    }

    private static StandingsFile.Line withoutBirthDate(StandingsFile.Line l) {
        PlayerIdentity i = l.identity();
        PlayerIdentity without = new PlayerIdentity(i.registrationNo(), i.fideId(), i.nameZh(), i.nameLatin(), null,
                i.gender(), i.fideTitles());
        return new StandingsFile.Line(l.line(), l.startNumber(), without, l.entered(), l.points(), l.rankFrom(),
                l.rankTo(), l.cells(), l.tally(), l.homeUnit());
    }
}
