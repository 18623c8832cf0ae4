package org.dengji.registry.trf;

import static org.dengji.registry.trf.TrfReaderTest.duel;
import static org.dengji.registry.trf.TrfReaderTest.has;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.RegistryFixtures;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;
import org.junit.jupiter.api.Test;

/**
 * National ratings from TRF26 National Rating Support records: the {@code 001} layout with a federation code in
 * columns 1–3, the national rating in 49–52. Only {@code CHN} records give the national rating; the FIDE
 * rating of the {@code 001} line is kept beside it.
 */
class NationalRatingRecordsTest {

    /** A National Rating Support record as Sharly Chess writes one: classification, name, rating, region, ID, birth. */
    private static String national(String federation, int start, String rating) {
        return "%s %4d m  A %-33s %4s BRE      L01854 1990/00/00".formatted(federation, start, "Wang, Hao", rating);
    }

    /** The duel with a FIDE rating of 2105 on the first player's 001 line. */
    private static List<String> duelRated(String... records) {
        List<String> lines = new ArrayList<>(List.of(duel("052 2025/06/12")));
        String first = lines.get(2);
        lines.set(2, first.substring(0, 48) + "2105" + first.substring(52));
        lines.addAll(List.of(records));
        return lines;
    }

    private static StandingsFile read(List<String> lines) {
        return TrfReader.read(String.join("\r", lines) + "\r");
    }

    @Test
    void shouldReadTheNationalRatingOfAChnRecordAndKeepTheFideRatingBesideIt() {
        StandingsFile file = read(duelRated(national("CHN", 1, "1876")));
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        StandingsFile.Entered first = file.lines().get(0).entered();
        assertEquals(1876, first.nationalRating());
        assertEquals(2105, first.rating());
        assertNull(file.lines().get(1).entered().nationalRating());
    }

    @Test
    void shouldTakeTheRangesBoundsAndRefuseOneBeyondWithLineAndColumn() {
        assertEquals(1000, read(duelRated(national("CHN", 1, "1000"))).lines().get(0).entered().nationalRating());
        assertEquals(3000, read(duelRated(national("CHN", 1, "3000"))).lines().get(0).entered().nationalRating());
        for (String bad : List.of("999", "3001", "12a4", "-150")) {
            List<ImportError> errors = read(duelRated(national("CHN", 1, bad))).errors();
            assertEquals(1, errors.size(), bad + ": " + errors);
            assertEquals(ImportCode.TRF_BAD_NATIONAL_RATING, errors.get(0).code());
            assertEquals(5, errors.get(0).line());
            assertEquals(49, errors.get(0).column());
            assertEquals(List.of(bad, "1000", "3000"), errors.get(0).args());
        }
    }

    @Test
    void shouldTakeABlankOrZeroRatingAsNone() {
        for (String none : List.of("", "0", "0000")) {
            StandingsFile file = read(duelRated(national("CHN", 1, none)));
            assertTrue(file.errors().isEmpty(), none + ": " + file.errors());
            assertNull(file.lines().get(0).entered().nationalRating(), none);
        }
    }

    @Test
    void shouldLeaveAnotherFederationsRecordOutOfTheNationalRating() {
        StandingsFile file = read(duelRated(national("FRA", 1, "1876")));
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        assertNull(file.lines().get(0).entered().nationalRating());
    }

    @Test
    void shouldRefuseASecondRecordForOneStartingRankAndReportOneForNoPlayer() {
        StandingsFile twice = read(duelRated(national("CHN", 1, "1876"), national("CHN", 1, "1900")));
        assertTrue(has(twice.errors(), ImportCode.TRF_NATIONAL_RATING_TWICE, 6), twice.errors().toString());
        StandingsFile nobody = read(duelRated(national("CHN", 7, "1876")));
        assertTrue(nobody.errors().isEmpty(), nobody.errors().toString());
        assertTrue(has(nobody.warnings(), ImportCode.TRF_NATIONAL_RATING_WITHOUT_PLAYER, 5),
                nobody.warnings().toString());
    }

    @Test
    void shouldReadTheRecordOfARealTrf26FileOnlyWhenItIsChinas() {
        String real = RegistryFixtures.resource("trf/real/sharly-example_trf26.trf");
        StandingsFile french = TrfReader.read(real);
        StandingsFile.Line fourteen = french.lines().stream().filter(l -> l.startNumber() == 14).findFirst().orElseThrow();
        assertNull(fourteen.entered().nationalRating());
        StandingsFile chinese = TrfReader.read(real.replace("FRA   14 m  A", "CHN   14 m  A"));
        StandingsFile.Line same = chinese.lines().stream().filter(l -> l.startNumber() == 14).findFirst().orElseThrow();
        assertEquals(2700, same.entered().nationalRating());
        assertEquals(fourteen.entered().rating(), same.entered().rating());
    }
}
