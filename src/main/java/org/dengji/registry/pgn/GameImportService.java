package org.dengji.registry.pgn;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Failure;
import org.dengji.common.Sha256;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventImport;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.event.Game;
import org.dengji.registry.event.GameStatus;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.rules.game.FaultCode;

/**
 * Imports the games of an event from PGN: every game is played by the rules engine and matched
 * to its pairing by round and players. A game that cannot be matched (unknown player, no such
 * pairing, a forfeit, a pairing already recorded) is an error and nothing is written; so is a
 * game of Chinese chess, and then the games of Chinese chess are the only errors listed. An illegal
 * game, or one whose result contradicts the standings, is stored with its fault and flagged on the
 * event and on both players.
 */
@ApplicationScoped
public class GameImportService {

    /** Longest game text stored (the column's size); a longer game is refused. */
    static final int MAX_GAME_CHARS = 100_000;

    private final AuditLog audit;
    private final Clock clock;

    public GameImportService(AuditLog audit, Clock clock) {
        this.audit = audit;
        this.clock = clock;
    }

    @Transactional
    public ImportOutcome importGames(long eventId, byte[] bytes, Jurisdiction who) {
        Event event = Event.findById(eventId);
        if (event == null || !who.covers(event.organiser)) {
            // An event outside the registrar's jurisdiction answers as one that does not exist.
            throw Failure.notFound("EVENT_NOT_FOUND", "There is no event " + eventId + ".");
        }
        if (event.status == EventStatus.LOCKED) {
            throw Failure.conflict("EVENT_LOCKED", "The event is locked: its games change only by a correction.");
        }
        String hash = Sha256.hex("PGN\n" + new String(bytes, java.nio.charset.StandardCharsets.UTF_8)
                .replaceAll("\r\n?", "\n").strip());
        if (EventImport.find(event.id, SourceFormat.PGN, hash).isPresent()) {
            long games = Game.count("event", event);
            return new ImportOutcome.Imported(event.id, event.name, (int) games, event.rounds, true,
                    event.faultyGames, List.of());
        }
        List<CheckedGame> checked;
        try {
            checked = PgnFile.check(bytes);
        } catch (PgnFile.Unreadable unreadable) {
            return new ImportOutcome.Rejected(List.of(ImportError.line(1, ImportCode.PGN_ENCODING, unreadable.getMessage())),
                    List.of());
        }
        List<ImportError> notChess = chineseChess(checked);
        if (!notChess.isEmpty()) {
            return new ImportOutcome.Rejected(notChess, List.of());
        }
        List<ImportError> errors = new ArrayList<>();
        List<Game> games = match(event, checked, errors);
        if (!errors.isEmpty()) {
            return new ImportOutcome.Rejected(errors, List.of());
        }
        games.forEach(this::store);
        event.faultyGames = (int) Game.count("event = ?1 and status in ?2", event,
                List.of(GameStatus.INVALID, GameStatus.MISMATCH));
        record(event, hash, games.size());
        audit.record(AuditRecord.of("GAMES_IMPORTED", AuditedEntity.EVENT, event.id, event.organiser.id)
                .change(null, games.size() + " games").noting(AuditNote.FILE, "PGN", hash));
        int faulty = (int) games.stream().filter(Game::isFaulty).count();
        return new ImportOutcome.Imported(event.id, event.name, games.size(), event.rounds, false, faulty, List.of());
    }

    /**
     * One error for each game of Chinese chess, where the file shows it: such a file is the wrong
     * file, not a file of faulty games, and its other errors (the text xiangqi programs add after a
     * game, players that are not the event's) would only bury that.
     */
    private static List<ImportError> chineseChess(List<CheckedGame> checked) {
        List<ImportError> errors = new ArrayList<>();
        for (CheckedGame c : checked) {
            c.fault().filter(f -> f.code().equals(FaultCode.XIANGQI_NOT_CHESS.name())).ifPresent(f -> errors.add(
                    ImportError.at(f.line(), f.column(), ImportCode.XIANGQI_NOT_CHESS, c.index())));
        }
        return errors;
    }

    private List<Game> match(Event event, List<CheckedGame> checked, List<ImportError> errors) {
        List<EventResult> results = EventResult.list("select r from EventResult r join fetch r.player"
                + " where r.event = ?1", event);
        Pairings pairings = new Pairings(results);
        Map<String, Integer> seen = new HashMap<>();
        for (Game g : Game.<Game>list("event", event)) {
            seen.put(g.round + "/" + g.white.id + "/" + g.black.id, 0);
        }
        if (checked.isEmpty()) {
            errors.add(ImportError.line(1, ImportCode.PGN_NO_GAMES));
        }
        List<Game> games = new ArrayList<>();
        for (CheckedGame c : checked) {
            Game g = GameMatch.of(event, c, pairings, errors);
            if (g == null) {
                continue;
            }
            Integer first = seen.putIfAbsent(g.round + "/" + g.white.id + "/" + g.black.id, c.line());
            if (first != null) {
                errors.add(ImportError.line(c.line(), ImportCode.PGN_GAME_ALREADY_RECORDED, g.round, c.white(),
                        c.black()));
                continue;
            }
            games.add(g);
        }
        return games;
    }

    private void store(Game g) {
        g.persist();
        if (g.isFaulty()) {
            g.white.faultyGames++;
            g.black.faultyGames++;
        }
    }

    private void record(Event event, String hash, int items) {
        EventImport i = new EventImport();
        i.eventId = event.id;
        i.kind = SourceFormat.PGN;
        i.contentHash = hash;
        i.items = items;
        i.importedAt = clock.instant();
        i.persist();
    }
}
