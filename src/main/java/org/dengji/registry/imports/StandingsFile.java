package org.dengji.registry.imports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.dengji.registry.event.RoundCode;
import org.dengji.registry.event.RoundEntry;
import org.dengji.registry.player.PlayerIdentity;

/**
 * A standings file as read (TRF or CSV), before anything is written: the tournament, one line per
 * player, and what reading found wrong. The importer writes it only when {@link #errors()} is empty.
 */
public record StandingsFile(Tournament tournament, List<Line> lines, List<ImportError> errors,
        List<ImportError> warnings) {

    public StandingsFile {
        lines = List.copyOf(lines);
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    /**
     * The tournament as the file describes it; any field may be missing.
     *
     * @param rounds the rounds the file holds results of
     * @param announcedRounds the rounds the file says the event has (TRF 142 or XXR), where it says
     * @param pointsSystem how the file's points are counted where it is not the standard 1, ½, 0
     * @param team whether it is a team event, whose individual points and ranks are informative
     * @param records the file's tournament lines, verbatim and in order, written back on export
     */
    public record Tournament(String name, String city, LocalDate startDate, LocalDate endDate, Integer rounds,
            Integer announcedRounds, String timeControl, String pairingSystem, String pointsSystem, boolean team,
            List<String> records) {
        public Tournament {
            records = List.copyOf(records);
        }

        /** What a file without tournament records (CSV) says: nothing. */
        public static Tournament none() {
            return new Tournament(null, null, null, null, null, null, null, null, null, false, List.of());
        }
    }

    /**
     * What a player line says as written, kept for the export; {@code sex} is m, w, f or blank.
     *
     * @param rating the FIDE rating the file gives (TRF 001 columns 49–52, CSV {@code fide_rating})
     * @param nationalRating the national rating the file gives (TRF26 {@code CHN} record, CSV
     *        {@code national_rating}): the starting rating of a player the national list has not rated
     */
    public record Entered(String name, String sex, String title, Integer rating, String federation, Long fideId,
            String birth, Integer nationalRating) {
    }

    /** One round of a player line; {@code column} is where it starts in the line. */
    public record Cell(int round, Integer opponent, char colour, RoundCode code, int column) {

        /** The round as the registry keeps it. */
        public RoundEntry entry() {
            return new RoundEntry(round, opponent, String.valueOf(colour), code.text());
        }
    }

    /** Games, their split, forfeits and byes, and the points scored in games actually played. */
    public record Tally(int games, int wins, int draws, int losses, int forfeitWins, int forfeitLosses, int byes,
            BigDecimal gamePoints) {

        /** Counts the cells; byes are never games, and forfeits neither. */
        public static Tally of(List<Cell> cells) {
            int wins = 0;
            int draws = 0;
            int losses = 0;
            int forfeitWins = 0;
            int forfeitLosses = 0;
            int byes = 0;
            for (Cell c : cells) {
                switch (c.code().kind()) {
                    case GAME -> {
                        wins += c.code().isWin() ? 1 : 0;
                        draws += c.code().isDraw() ? 1 : 0;
                        losses += c.code().isWin() || c.code().isDraw() ? 0 : 1;
                    }
                    case FORFEIT -> {
                        forfeitWins += c.code().isWin() ? 1 : 0;
                        forfeitLosses += c.code().isWin() ? 0 : 1;
                    }
                    case BYE -> byes++;
                }
            }
            BigDecimal gamePoints = BigDecimal.valueOf(wins * 2L + draws).divide(BigDecimal.valueOf(2)).setScale(1);
            return new Tally(wins + draws + losses, wins, draws, losses, forfeitWins, forfeitLosses, byes, gamePoints);
        }
    }

    /**
     * One player line.
     *
     * @param points the points as the file states them, in its own points system
     * @param rankFrom the place, or the first of a shared range; null when the file gives none (or 0:
     *     a withdrawn player has no place)
     * @param rankTo equal to {@code rankFrom} for a definite place
     * @param cells the rounds, empty for a file without pairings
     * @param homeUnit the unit code a CSV row names for a new player, null for the import's
     */
    public record Line(int line, int startNumber, PlayerIdentity identity, Entered entered, BigDecimal points,
            Integer rankFrom, Integer rankTo, List<Cell> cells, Tally tally, String homeUnit) {
        public Line {
            cells = List.copyOf(cells);
        }

        /** The same line with a shared place from {@code rankFrom} to {@code to}. */
        public Line sharing(int to) {
            return new Line(line, startNumber, identity, entered, points, rankFrom, to, cells, tally, homeUnit);
        }
    }
}
