package org.dengji.registry.imports;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.dengji.registry.event.RoundCode;
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
     * @param records the file's tournament lines, verbatim and in order, written back on export
     */
    public record Tournament(String name, String city, LocalDate startDate, LocalDate endDate, Integer rounds,
            String timeControl, String pairingSystem, List<String> records) {
        public Tournament {
            records = List.copyOf(records);
        }
    }

    /** What a player line says as written, kept for the export. */
    public record Entered(String name, String sex, String title, Integer rating, String federation, Long fideId,
            String birth) {
    }

    /** One round of a player line; {@code column} is where it starts in the line. */
    public record Cell(int round, Integer opponent, char colour, RoundCode code, int column) {
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
     * @param rankFrom the place, or the first of a shared range; null when the file gives none
     * @param rankTo equal to {@code rankFrom} for a definite place
     * @param cells the rounds, empty for a file without pairings
     */
    public record Line(int line, int startNumber, PlayerIdentity identity, Entered entered, BigDecimal points,
            Integer rankFrom, Integer rankTo, List<Cell> cells, Tally tally) {
        public Line {
            cells = List.copyOf(cells);
        }
    }
}
