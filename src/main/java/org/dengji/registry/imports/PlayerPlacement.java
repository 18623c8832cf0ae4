package org.dengji.registry.imports;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.registry.duplicate.DuplicateCandidate;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.RoundCells;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerIdentity;
import org.dengji.registry.player.PlayerMatch;
import org.dengji.registry.player.PlayerRows;
import org.dengji.registry.player.PlayerService;

/**
 * Who each line of a file is, decided for the whole file before anything is written, and then the
 * writing: a matched player keeps what the registry knows of them (their sex included; only a sex
 * the registry does not know is taken from the file), a new one is registered at the row's unit or
 * the import's home unit and queued beside the existing players of the same name. A line naming a
 * registration number nobody has, or the same person as another line, is an error; the message
 * never names the player matched, who may be outside the registrar's jurisdiction.
 */
final class PlayerPlacement {

    private final PlayerService players;
    private final PlayerService.Identities identities;
    private final List<StandingsFile.Line> lines;
    private final Map<Integer, PlayerMatch> matches;
    private final Organisation home;
    private final Map<String, Organisation> rowUnits;

    private PlayerPlacement(PlayerService players, PlayerService.Identities identities, List<StandingsFile.Line> lines,
            Map<Integer, PlayerMatch> matches, Organisation home, Map<String, Organisation> rowUnits) {
        this.players = players;
        this.identities = identities;
        this.lines = lines;
        this.matches = matches;
        this.home = home;
        this.rowUnits = rowUnits;
    }

    static PlayerPlacement resolve(PlayerService players, List<StandingsFile.Line> lines, Jurisdiction who,
            Organisation home, Map<String, Organisation> rowUnits, List<ImportError> errors) {
        PlayerService.Identities identities = players.identities(lines.stream().map(StandingsFile.Line::identity)
                .toList(), who);
        Map<Integer, PlayerMatch> matches = new HashMap<>();
        Map<Object, Integer> seen = new HashMap<>();
        for (StandingsFile.Line line : lines) {
            PlayerMatch match = identities.resolve(line.identity());
            matches.put(line.startNumber(), match);
            if (match instanceof PlayerMatch.UnknownRegistration unknown) {
                errors.add(ImportError.line(line.line(), ImportCode.UNKNOWN_REGISTRATION_NO, unknown.registrationNo()));
                continue;
            }
            for (Object key : sameness(line.identity(), match)) {
                Integer first = seen.putIfAbsent(key, line.line());
                if (first != null) {
                    errors.add(ImportError.line(line.line(), ImportCode.SAME_PLAYER_TWICE, first));
                    break;
                }
            }
        }
        return new PlayerPlacement(players, identities, lines, matches, home, rowUnits);
    }

    /** What makes two lines one person: the same registered player, FIDE ID, or name and birth date. */
    private static List<Object> sameness(PlayerIdentity who, PlayerMatch match) {
        List<Object> keys = new ArrayList<>();
        if (match instanceof PlayerMatch.Existing existing) {
            keys.add("player:" + existing.player().id);
        }
        if (who.fideId() != null) {
            keys.add("fide:" + who.fideId());
        }
        if (who.birthDate() != null && who.matchName() != null) {
            keys.add("name:" + who.matchName().toLowerCase(java.util.Locale.ROOT) + "|" + who.birthDate());
        }
        return keys;
    }

    /**
     * Writes every line's result; a warning when new players were registered without a sex. Written
     * table by table, each table's rows in bulk ({@link BulkRows}: COPY on PostgreSQL, else one JDBC batch):
     * the players the file registers and their search keys, the results with their rounds; then the
     * new players' duplicate candidates. Written line by line, each line broke the batch three times, and a
     * file of 200 players took 2,000 round trips; as entities, the new players and their search keys were
     * most of what was left.
     */
    Optional<ImportError> write(Event event, Instant now) {
        int newcomers = (int) matches.values().stream().filter(m -> m instanceof PlayerMatch.New).count();
        Iterator<Long> ids = players.newIds(newcomers);
        List<Player> placed = new ArrayList<>(lines.size());
        List<DuplicatePair> duplicates = new ArrayList<>();
        BulkRows registered = new BulkRows("player", PlayerRows.PLAYER_COLUMNS);
        BulkRows searchKeys = new BulkRows("player_search_key", PlayerRows.SEARCH_KEY_COLUMNS);
        int unknownSex = 0;
        for (StandingsFile.Line line : lines) {
            PlayerMatch match = matches.get(line.startNumber());
            Player player;
            if (match instanceof PlayerMatch.Existing existing) {
                player = existing.player();
                if (player.gender == null && line.identity().gender() != null) {
                    player.gender = line.identity().gender();
                }
            } else {
                player = register(line, ids.next());
                registered.addWhole(PlayerRows.player(player));
                PlayerRows.searchKeys(player).forEach(searchKeys::addWhole);
                ((PlayerMatch.New) match).sameName().forEach(same -> duplicates.add(new DuplicatePair(placed.size(), same)));
                unknownSex += player.gender == null ? 1 : 0;
            }
            placed.add(player);
        }
        registered.write();
        searchKeys.write();
        writeResults(event, placed);
        duplicates.forEach(d -> DuplicateCandidate.queue(placed.get(d.line()), d.existing(), now));
        return unknownSex == 0 ? Optional.empty()
                : Optional.of(ImportError.line(lines.get(0).line(), ImportCode.SEX_UNKNOWN, unknownSex));
    }

    /** The results of the lines, in the file's order, each with its rounds; {@code placed} holds each line's player. */
    private void writeResults(Event event, List<Player> placed) {
        BulkRows results = new BulkRows(EventResult.class, "event_result", "id", "event_id", "player_id", "start_number",
                "rank_from", "rank_to", "points", "game_points", "games", "wins", "draws", "losses", "forfeit_wins",
                "forfeit_losses", "byes", "entered_name", "entered_sex", "entered_title", "entered_rating", "entered_fed",
                "entered_fide_id", "entered_birth", "faulty_games", "national_rating", "round_cells",
                "player_registration_no", "player_name_zh", "player_name_latin");
        for (int i = 0; i < lines.size(); i++) {
            results.add(result(event, placed.get(i), lines.get(i)));
        }
        results.write();
    }

    /** A new player of the line at {@code index} in the file, to be queued beside {@code existing} of the same name. */
    private record DuplicatePair(int line, Player existing) {
    }

    private Player register(StandingsFile.Line line, long id) {
        Organisation unit = line.homeUnit() != null ? rowUnits.get(line.homeUnit()) : home;
        Player created = players.register(line.identity(), unit, id);
        identities.registered(created);
        return created;
    }

    /**
     * The values of a line's result after its id, in the order of the columns above. The player's names are as
     * they were read under the registry lock: a correction of them waits for this import to commit.
     */
    private static Object[] result(Event event, Player player, StandingsFile.Line line) {
        StandingsFile.Tally t = line.tally();
        StandingsFile.Entered in = line.entered();
        return new Object[] {event.id, player.id, line.startNumber(), line.rankFrom(), line.rankTo(), line.points(),
            t.gamePoints(), t.games(), t.wins(), t.draws(), t.losses(), t.forfeitWins(), t.forfeitLosses(), t.byes(),
            in.name(), in.sex(), in.title(), in.rating(), in.federation(), in.fideId(), in.birth(), 0, in.nationalRating(),
            RoundCells.write(line.cells().stream().map(StandingsFile.Cell::entry).toList()), player.registrationNo,
            player.nameZh, player.nameLatin};
    }
}
