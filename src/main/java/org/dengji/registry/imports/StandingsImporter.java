package org.dengji.registry.imports;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.registry.duplicate.DuplicateCandidate;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventImport;
import org.dengji.registry.event.EventRecord;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.event.RoundEntry;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerMatch;
import org.dengji.registry.player.PlayerService;

/**
 * Writes a standings file that was read without error as a new DRAFT event with its players,
 * results and crosstable, in one transaction: the whole file or nothing. The same file again (by
 * the hash of its normalised text) changes nothing and says so.
 */
@ApplicationScoped
public class StandingsImporter {

    private final PlayerService players;
    private final AuditLog audit;
    private final Clock clock;

    public StandingsImporter(PlayerService players, AuditLog audit, Clock clock) {
        this.players = players;
        this.audit = audit;
        this.clock = clock;
    }

    /**
     * Imports {@code file} for {@code who}, who must cover the organising unit.
     *
     * @param hash the SHA-256 of the file's normalised text
     */
    @Transactional
    public ImportOutcome write(StandingsFile file, ImportRequest request, String hash, SourceFormat format,
            Jurisdiction who) {
        Organisation unit = Organisation.<Organisation>find("unitCode", request.organisation()).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "There is no unit "
                        + request.organisation() + "."));
        who.requireCovers(unit);
        Optional<Event> before = Event.<Event>find("sourceHash", hash).firstResultOptional();
        if (before.isPresent()) {
            who.requireCovers(before.get().organiser);
            return imported(before.get(), true, file.warnings());
        }
        List<ImportError> errors = new ArrayList<>(file.errors());
        EventDraft draft = EventDraft.of(file, request, errors);
        Map<Integer, PlayerMatch> matches = resolve(file.lines(), errors);
        if (!errors.isEmpty()) {
            return new ImportOutcome.Rejected(errors, file.warnings());
        }
        Event event = persist(draft, unit, hash, format);
        Instant now = clock.instant();
        for (StandingsFile.Line line : file.lines()) {
            Player player = player(matches.get(line.startNumber()), line, unit, now);
            persist(event, player, line);
        }
        record(event, format, hash, file.lines().size(), now);
        audit.record("EVENT_IMPORTED", "event", event.id, event.organiser.id, null, event.summary(), format + " " + hash);
        return imported(event, false, file.warnings());
    }

    private static ImportOutcome imported(Event event, boolean unchanged, List<ImportError> warnings) {
        int players = (int) EventResult.count("event", event);
        return new ImportOutcome.Imported(event.id, event.name, players, event.rounds, unchanged, 0, warnings);
    }

    private Map<Integer, PlayerMatch> resolve(List<StandingsFile.Line> lines, List<ImportError> errors) {
        Map<Integer, PlayerMatch> matches = new HashMap<>();
        Map<Long, Integer> existingAt = new HashMap<>();
        Map<Long, Integer> newFideAt = new HashMap<>();
        for (StandingsFile.Line line : lines) {
            PlayerMatch match = players.resolve(line.identity());
            matches.put(line.startNumber(), match);
            if (match instanceof PlayerMatch.UnknownRegistration unknown) {
                errors.add(ImportError.line(line.line(), "UNKNOWN_REGISTRATION_NO", "No player has the registration"
                        + " number " + unknown.registrationNo() + "."));
            } else if (match instanceof PlayerMatch.Existing existing) {
                Integer first = existingAt.putIfAbsent(existing.player().id, line.line());
                if (first != null) {
                    errors.add(ImportError.line(line.line(), "SAME_PLAYER_TWICE", "This line and line " + first
                            + " name the same player (" + existing.player().registrationNo + ")."));
                }
            } else if (line.identity().fideId() != null) {
                Integer first = newFideAt.putIfAbsent(line.identity().fideId(), line.line());
                if (first != null) {
                    errors.add(ImportError.line(line.line(), "SAME_PLAYER_TWICE", "This line and line " + first
                            + " have the same FIDE ID " + line.identity().fideId() + "."));
                }
            }
        }
        return matches;
    }

    private Event persist(EventDraft draft, Organisation unit, String hash, SourceFormat format) {
        Event e = draft.toEvent();
        e.organiser = unit;
        e.status = EventStatus.DRAFT;
        e.sourceFormat = format;
        e.sourceHash = hash;
        e.createdAt = clock.instant();
        e.persist();
        int seq = 0;
        for (String text : draft.records()) {
            EventRecord r = new EventRecord();
            r.eventId = e.id;
            r.seq = seq++;
            r.text = text;
            r.persist();
        }
        return e;
    }

    private Player player(PlayerMatch match, StandingsFile.Line line, Organisation unit, Instant now) {
        if (match instanceof PlayerMatch.Existing existing) {
            return existing.player();
        }
        Player created = players.register(line.identity(), unit);
        for (Player same : ((PlayerMatch.New) match).sameName()) {
            DuplicateCandidate.queue(created, same, now);
        }
        return created;
    }

    private static void persist(Event event, Player player, StandingsFile.Line line) {
        EventResult r = new EventResult();
        r.event = event;
        r.player = player;
        r.startNumber = line.startNumber();
        r.rankFrom = line.rankFrom();
        r.rankTo = line.rankTo();
        r.points = line.points();
        StandingsFile.Tally t = line.tally();
        r.gamePoints = t.gamePoints();
        r.games = t.games();
        r.wins = t.wins();
        r.draws = t.draws();
        r.losses = t.losses();
        r.forfeitWins = t.forfeitWins();
        r.forfeitLosses = t.forfeitLosses();
        r.byes = t.byes();
        StandingsFile.Entered in = line.entered();
        r.enteredName = in.name();
        r.enteredSex = in.sex();
        r.enteredTitle = in.title();
        r.enteredRating = in.rating();
        r.enteredFed = in.federation();
        r.enteredFideId = in.fideId();
        r.enteredBirth = in.birth();
        for (StandingsFile.Cell c : line.cells()) {
            RoundEntry entry = new RoundEntry();
            entry.result = r;
            entry.round = c.round();
            entry.opponent = c.opponent();
            entry.colour = String.valueOf(c.colour());
            entry.code = c.code().text();
            r.roundEntries.add(entry);
        }
        r.persist();
    }

    private static void record(Event event, SourceFormat format, String hash, int items, Instant now) {
        EventImport i = new EventImport();
        i.eventId = event.id;
        i.kind = format;
        i.contentHash = hash;
        i.items = items;
        i.importedAt = now;
        i.persist();
    }
}
