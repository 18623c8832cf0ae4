package org.dengji.registry.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.standards.core.Gender;
import org.junit.jupiter.api.Test;

/**
 * The reader on small files written here column by column (the real files of other programs are
 * read through the API in {@code RealTrfFilesTest}): each rule of what the TRF texts allow, on both
 * sides, with the line and column of what it refuses or warns about.
 */
class TrfReaderTest {

    /**
     * A 001 line: starting rank, sex, name, points, rank, then rounds as "opponent colour result". The
     * name is padded to its 33 columns in characters, as a pairing program counts them.
     */
    static String player(int start, String sex, String name, String points, String rank, String... rounds) {
        String padded = name + " ".repeat(Math.max(0, 33 - name.codePointCount(0, name.length())));
        StringBuilder line = new StringBuilder("001 %4d %1s    %s %4s %3s %11s %10s %4s %4s".formatted(start, sex, padded,
                "", "", "", "", points, rank));
        for (String r : rounds) {
            String[] p = r.split(" ", -1);
            line.append("  ").append("%4s".formatted(p[0])).append(' ').append(p[1]).append(' ').append(p[2]);
        }
        return line.toString();
    }

    static StandingsFile read(String... lines) {
        return TrfReader.read(String.join("\n", lines) + "\n");
    }

    static boolean has(List<ImportError> list, ImportCode code, int line) {
        return list.stream().anyMatch(e -> e.code() == code && e.line() == line);
    }

    /** Two players, one game: 1 beat 2. */
    static String[] duel(String header) {
        return new String[] {"012 Duel", header, player(1, "m", "Wang, Hao", "1.0", "1", "2 w 1"),
            player(2, "w", "Li, Ying", "0.0", "2", "1 b 0")};
    }

    @Test
    void shouldTakeTheDateFormsRealFilesWriteAndWarnOfOneItCannotRead() {
        StandingsFile fide = read("012 E", "042 28. 07. 2005", "052 31. 07. 2005", player(1, "m", "A, B", "1.0", "1",
                "2 w 1"), player(2, "m", "C, D", "0.0", "2", "1 b 0"));
        assertEquals(LocalDate.of(2005, 7, 28), fide.tournament().startDate());
        assertEquals(LocalDate.of(2005, 7, 31), fide.tournament().endDate());
        StandingsFile unread = read("012 E", "052 the last Sunday", "132" + " ".repeat(88) + "25/06/10  25/06/11",
                player(1, "m", "A, B", "1.0", "1", "2 w 1"), player(2, "m", "C, D", "0.0", "2", "1 b 0"));
        assertTrue(has(unread.warnings(), ImportCode.TRF_DATE_UNREAD, 2), unread.warnings().toString());
        assertTrue(unread.errors().isEmpty(), unread.errors().toString());
        assertEquals(LocalDate.of(2025, 6, 11), unread.tournament().endDate(), "the last round date");
    }

    @Test
    void shouldCheckPointsInTheFilesOwnScoringSystem() {
        String win3 = "162  W 3.0    D 1.0";
        StandingsFile threeOneZero = read("012 E", win3, player(1, "m", "A, B", "3.0", "1", "2 w 1", "0000 - U"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0", "0000 - Z"));
        // The pairing-allocated bye scores as a win where the 162 record does not name P.
        assertTrue(threeOneZero.errors().stream().anyMatch(e -> e.code() == ImportCode.TRF_POINTS_MISMATCH
                && e.args().get(2).equals("6.0")), threeOneZero.errors().toString());
        StandingsFile right = read("012 E", win3, player(1, "m", "A, B", "6.0", "1", "2 w 1", "0000 - U"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0", "0000 - Z"));
        assertTrue(right.errors().isEmpty(), right.errors().toString());
        assertEquals("W 3.0 D 1.0 L 0.0 A 0.0 P 3.0", right.tournament().pointsSystem());
        StandingsFile halfBye = read("012 E", "162  P 0.5", player(1, "m", "A, B", "1.5", "1", "2 w 1", "0000 - U"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0", "0000 - Z"));
        assertTrue(halfBye.errors().isEmpty(), halfBye.errors().toString());
    }

    @Test
    void shouldLeaveThePairingByeAtOneWhereJavafosScoringRecordNamesOnlyTheWin() {
        StandingsFile file = read("012 E", "XXS W=3 D=1", player(1, "m", "A, B", "4.0", "1", "2 w 1", "0000 - U"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0", "0000 - Z"));
        assertTrue(file.errors().isEmpty(), file.errors().toString());
    }

    @Test
    void shouldAddTheAbnormalPointsOfRecord299() {
        String[] bonus = {"012 E", "299           2.0    1    2", player(1, "m", "A, B", "1.0", "2", "2 w 1"),
            player(2, "m", "C, D", "2.0", "1", "1 b 0")};
        assertTrue(read(bonus).errors().isEmpty(), read(bonus).errors().toString());
        bonus[1] = "299          -0.5    1    2";
        assertTrue(has(read(bonus).errors(), ImportCode.TRF_POINTS_MISMATCH, 4), read(bonus).errors().toString());
    }

    @Test
    void shouldReadRankZeroOrBlankAsNoPlaceAndLetTiesSharePlaces() {
        StandingsFile file = read("012 E", player(1, "m", "A, B", "0.5", "1", "2 w ="),
                player(2, "m", "C, D", "0.5", "1", "1 b ="), player(3, "m", "E, F", "0.0", "0", "0000 - Z"),
                player(4, "m", "G, H", "0.0", "", "0000 - Z"));
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        assertEquals(2, file.lines().get(0).rankTo());
        assertNull(file.lines().get(2).rankFrom());
        assertNull(file.lines().get(3).rankFrom());
    }

    @Test
    void shouldRefuseARankThatPutsFewerPointsAboveMoreInAnIndividualEventOnly() {
        String[] lines = {"012 E", "082 0", player(1, "m", "A, B", "1.0", "2", "2 w 1"),
            player(2, "m", "C, D", "0.0", "1", "1 b 0")};
        assertTrue(has(read(lines).errors(), ImportCode.TRF_RANK_ORDER, 3), read(lines).errors().toString());
        lines[1] = "082 2";
        assertTrue(read(lines).errors().isEmpty(), "a team event's individual ranks are informative");
        assertTrue(read(lines).tournament().team());
    }

    @Test
    void shouldLeaveOutAByeDummyButNotAPlayerWhoNeverPlayed() {
        StandingsFile file = read("012 E", player(1, "m", "A, B", "1.0", "1", "2 w 1"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0"), player(3, "", "spielfrei", "0.0", "0", "0000 - -"),
                player(4, "m", "Withdrew, Before", "0.0", "0"));
        assertEquals(List.of(1, 2, 4), file.lines().stream().map(StandingsFile.Line::startNumber).toList());
        assertTrue(has(file.warnings(), ImportCode.TRF_BYE_DUMMY, 4), file.warnings().toString());
    }

    @Test
    void shouldReadABlankSexAsUnknownAndFAsAWoman() {
        StandingsFile file = read("012 E", player(1, "", "A, B", "1.0", "1", "2 w 1"),
                player(2, "f", "C, D", "0.0", "2", "1 b 0"));
        assertNull(file.lines().get(0).identity().gender());
        assertEquals(Gender.FEMALE, file.lines().get(1).identity().gender());
        StandingsFile odd = read("012 E", player(1, "x", "A, B", "1.0", "1", "2 w 1"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0"));
        assertTrue(odd.errors().isEmpty());
        assertTrue(odd.warnings().stream().anyMatch(w -> w.code() == ImportCode.TRF_BAD_SEX && w.column() == 10));
    }

    @Test
    void shouldSplitAChineseNameFollowedByItsPinyin() {
        StandingsFile file = read("012 E", player(1, "m", "钱振宇 Qian Zhenyu", "1.0", "1", "2 w 1"),
                player(2, "m", "Ding, Liren", "0.0", "2", "1 b 0"));
        assertEquals("钱振宇", file.lines().get(0).identity().nameZh());
        assertEquals("Qian Zhenyu", file.lines().get(0).identity().nameLatin());
        assertNull(file.lines().get(1).identity().nameZh());
        assertEquals("Ding Liren", file.lines().get(1).identity().nameLatin());
    }

    @Test
    void shouldCountColumnsInCharactersSoANameAboveBmpShiftsNothing() {
        // 𬌗 (U+2C317) is one character and two UTF-16 units.
        StandingsFile file = read("012 E", player(1, "m", "王𬌗", "1.0", "1", "2 w 1"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0"));
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        assertEquals("王𬌗", file.lines().get(0).identity().nameZh());
    }

    @Test
    void shouldRefuseAControlCharacterInANameAndARecordTooLongToKeepWithTheirPlace() {
        StandingsFile control = read("012 E", player(1, "m", "Wang\u0007Hao", "1.0", "1", "2 w 1"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0"));
        assertTrue(control.errors().stream().anyMatch(e -> e.code() == ImportCode.CONTROL_CHARACTER && e.line() == 2
                && e.column() == 19), control.errors().toString());
        StandingsFile longName = read(duel("012 " + "名".repeat(201)));
        assertTrue(has(longName.errors(), ImportCode.FIELD_TOO_LONG, 2), longName.errors().toString());
    }

    @Test
    void shouldWarnOfLinesThatAreNoRecordAndOfRecordsNoTextDefines() {
        StandingsFile file = read(duel("DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF"));
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        assertTrue(has(file.warnings(), ImportCode.TRF_NOT_A_RECORD, 2));
        assertTrue(has(read(duel("999 something")).warnings(), ImportCode.TRF_UNKNOWN_RECORD, 2));
    }

    @Test
    void shouldAllowADoubleForfeitButNotTwoWinners() {
        String[] lines = {"012 E", player(1, "m", "A, B", "1.0", "1", "2 w 1", "3 b -"),
            player(2, "m", "C, D", "1.0", "2", "1 b 0", "0000 - F"), player(3, "m", "E, F", "0.0", "3", "0000 - Z",
                    "1 w -")};
        assertTrue(read(lines).errors().isEmpty(), read(lines).errors().toString());
        lines[3] = player(3, "m", "E, F", "1.0", "3", "0000 - Z", "1 w +");
        lines[1] = player(1, "m", "A, B", "2.0", "1", "2 w 1", "3 b +");
        assertTrue(has(read(lines).errors(), ImportCode.TRF_RESULT_MISMATCH, 2), read(lines).errors().toString());
    }

    @Test
    void shouldRefuseAPairingWithoutAResultAndAFileWithNoGame() {
        StandingsFile inProgress = read("012 E", player(1, "m", "A, B", "0.0", "1", "2 w  "),
                player(2, "m", "C, D", "0.0", "2", "1 b  "));
        assertTrue(inProgress.errors().stream().anyMatch(e -> e.code() == ImportCode.TRF_RESULT_MISSING
                && e.line() == 2 && e.column() == 99), inProgress.errors().toString());
        StandingsFile noGame = read("012 E", player(1, "m", "A, B", "1.0", "1", "2 w +"),
                player(2, "m", "C, D", "0.0", "2", "1 b -"));
        assertTrue(has(noGame.errors(), ImportCode.NO_GAMES_PLAYED, 2), noGame.errors().toString());
    }

    @Test
    void shouldWarnOfFewerRoundsThanAnnouncedAndReadLowerCaseResults() {
        StandingsFile file = read(duel("XXR 5"));
        assertTrue(has(file.warnings(), ImportCode.INCOMPLETE_ROUNDS, 2), file.warnings().toString());
        assertEquals(1, file.tournament().rounds());
        assertEquals(5, file.tournament().announcedRounds());
        StandingsFile lower = read("012 E", player(1, "m", "A, B", "1.5", "1", "2 w 1", "0000 - h"),
                player(2, "m", "C, D", "0.0", "2", "1 b 0", "0000 - z"));
        assertTrue(lower.errors().isEmpty(), lower.errors().toString());
    }
}
