package org.dengji.registry.imports;

import java.time.Instant;
import java.util.List;
import org.dengji.authority.Organisation;
import org.dengji.common.PlausibleDate;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.event.RatedTimeControl;
import org.dengji.registry.event.SourceFormat;

/**
 * The event an import will create: the file's tournament records, completed from the request where
 * the file is silent. The end date comes from the file (052, else the last round date of 132), else
 * the request; with none of them it is an error, as is an event with no name.
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
        e.announcedRounds = t.announcedRounds() != null && t.announcedRounds() > e.rounds ? t.announcedRounds() : null;
        e.pointsSystem = t.pointsSystem();
        e.team = t.team();
        e.timeControl = t.timeControl();
        e.pairingSystem = t.pairingSystem();
        e.category = request.category();
        e.section = request.section();
        e.official = request.official();
        e.rated = RatedTimeControl.rated(e.official, e.timeControl);
        e.normRateGm = request.normRateGm();
        e.normRateMaster = request.normRateMaster();
        if (e.endDate == null) {
            errors.add(ImportError.line(1, ImportCode.NO_END_DATE));
        }
        if (e.name == null) {
            errors.add(ImportError.line(1, ImportCode.NO_EVENT_NAME));
        }
        if (e.startDate != null && e.endDate != null && e.startDate.isAfter(e.endDate)) {
            errors.add(ImportError.line(1, ImportCode.DATES_REVERSED, e.startDate, e.endDate));
        }
        for (java.time.LocalDate date : java.util.Arrays.asList(e.startDate, e.endDate)) {
            if (!PlausibleDate.Check.holds(date)) {
                errors.add(ImportError.line(1, ImportCode.EVENT_DATE_IMPLAUSIBLE, date));
            }
        }
        lineChecks(file, e.rounds, errors);
        return new EventDraft(e, t.records());
    }

    /**
     * What no line may say whatever the format: a place beyond the number of players (a rank of
     * 2,147,483,647 would be a place of nobody) or more games, forfeits and byes than rounds. Team
     * events rank teams and are left alone.
     */
    private static void lineChecks(StandingsFile file, int rounds, List<ImportError> errors) {
        int players = file.lines().size();
        for (StandingsFile.Line l : file.lines()) {
            Integer last = l.rankTo() != null ? l.rankTo() : l.rankFrom();
            if (last != null && last > players && !file.tournament().team()) {
                errors.add(ImportError.line(l.line(), ImportCode.RANK_BEYOND_PLAYERS, last, players));
            }
            StandingsFile.Tally t = l.tally();
            int played = t.games() + t.forfeitWins() + t.forfeitLosses() + t.byes();
            if (l.cells().isEmpty() && rounds > 0 && played > rounds) { // a crosstable has a cell per round
                errors.add(ImportError.line(l.line(), ImportCode.GAMES_BEYOND_ROUNDS, played, rounds));
            }
        }
    }

    Event toEvent() {
        return event;
    }

    /** Writes the event as a DRAFT of {@code unit}, with the file's tournament records in order. */
    Event persist(Organisation unit, String fingerprint, SourceFormat format, Instant now) {
        Event e = event;
        e.organiser = unit;
        e.status = EventStatus.DRAFT;
        e.sourceFormat = format;
        e.sourceHash = fingerprint;
        e.createdAt = now;
        e.persist();
        // In bulk with the other rows of the file: one entity each was one statement each (identity keys).
        BulkRows rows = new BulkRows("event_record", List.of("event_id", "seq", "text"));
        int seq = 0;
        for (String text : records) {
            rows.addWhole(e.id, seq++, text);
        }
        rows.write();
        return e;
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
