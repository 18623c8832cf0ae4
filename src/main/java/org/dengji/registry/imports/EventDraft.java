package org.dengji.registry.imports;

import java.util.List;
import org.dengji.registry.event.Event;

/**
 * The event an import will create: the file's tournament records, completed from the request where
 * the file is silent. The end date comes from the file (052, else the last round date), else the
 * request; with neither it is an error, as is an event with no name.
 */
record EventDraft(Event event, List<String> records) {

    static EventDraft of(StandingsFile file, ImportRequest request, List<ImportError> errors) {
        StandingsFile.Tournament t = file.tournament();
        Event e = new Event();
        e.name = first(t.name(), request.name());
        e.city = first(t.city(), request.city());
        e.startDate = t.startDate() != null ? t.startDate() : request.startDate();
        e.endDate = t.endDate() != null ? t.endDate() : request.endDate();
        e.rounds = rounds(file, request);
        e.timeControl = t.timeControl();
        e.pairingSystem = t.pairingSystem();
        e.category = request.category();
        e.section = request.section();
        e.official = request.official();
        e.normRateGm = request.normRateGm();
        e.normRateMaster = request.normRateMaster();
        if (e.endDate == null) {
            errors.add(ImportError.line(1, "NO_END_DATE", "The end date is in neither the file (052, 132) nor the"
                    + " request (endDate)."));
        }
        if (e.name == null) {
            errors.add(ImportError.line(1, "NO_EVENT_NAME", "The event name is in neither the file (012) nor the"
                    + " request (name)."));
        }
        if (e.startDate != null && e.endDate != null && e.startDate.isAfter(e.endDate)) {
            errors.add(ImportError.line(1, "DATES_REVERSED", "The event starts (" + e.startDate
                    + ") after it ends (" + e.endDate + ")."));
        }
        return new EventDraft(e, t.records());
    }

    Event toEvent() {
        return event;
    }

    private static int rounds(StandingsFile file, ImportRequest request) {
        Integer fromFile = file.tournament().rounds();
        if (fromFile != null && fromFile > 0) {
            return fromFile;
        }
        if (request.rounds() != null) {
            return request.rounds();
        }
        return file.lines().stream().mapToInt(l -> l.tally().games() + l.tally().forfeitWins()
                + l.tally().forfeitLosses() + l.tally().byes()).max().orElse(0);
    }

    private static String first(String a, String b) {
        return a != null && !a.isBlank() ? a.strip() : b != null && !b.isBlank() ? b.strip() : null;
    }
}
