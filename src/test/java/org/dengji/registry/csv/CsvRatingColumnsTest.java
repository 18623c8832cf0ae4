package org.dengji.registry.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.StandingsFile;
import org.junit.jupiter.api.Test;

/**
 * The CSV columns {@code national_rating} (国家等级分) and {@code fide_rating} (FIDE等级分): a rating, blank or 0
 * for none; anything else an error on the row's line and the column's position.
 */
class CsvRatingColumnsTest {

    private static StandingsFile read(String header, String... rows) {
        return CsvReader.read(header + "\n" + String.join("\n", rows) + "\n");
    }

    private static final String HEADER = "rank,name_zh,points,games,national_rating,fide_rating";

    @Test
    void shouldReadBothRatingsOfARow() {
        StandingsFile file = read(HEADER, "1,王伟,1.0,1,1876,2105", "2,李娜,0.0,1,,");
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        assertEquals(1876, file.lines().get(0).entered().nationalRating());
        assertEquals(2105, file.lines().get(0).entered().rating());
        assertNull(file.lines().get(1).entered().nationalRating());
        assertNull(file.lines().get(1).entered().rating());
    }

    @Test
    void shouldReadTheChineseHeaders() {
        StandingsFile file = read("名次,姓名,积分,局数,国家等级分,FIDE等级分", "1,王伟,1.0,1,1650,0");
        assertTrue(file.errors().isEmpty(), file.errors().toString());
        assertEquals(1650, file.lines().get(0).entered().nationalRating());
        assertNull(file.lines().get(0).entered().rating(), "0 is no rating");
    }

    @Test
    void shouldTakeTheBoundsAndRefuseWhatIsBeyondThemWithLineAndColumn() {
        StandingsFile bounds = read(HEADER, "1,王伟,1.0,1,1000,3000", "2,李娜,0.0,1,3000,1000");
        assertTrue(bounds.errors().isEmpty(), bounds.errors().toString());
        assertEquals(1000, bounds.lines().get(0).entered().nationalRating());
        assertEquals(3000, bounds.lines().get(1).entered().nationalRating());
        for (String bad : List.of("999", "3001", "18a6", "1876.5", "-1500")) {
            List<ImportError> errors = read(HEADER, "1,王伟,1.0,1,1876,2105", "2,李娜,0.0,1," + bad + ",").errors();
            assertEquals(1, errors.size(), bad + ": " + errors);
            ImportError error = errors.get(0);
            assertEquals(ImportCode.CSV_BAD_RATING, error.code());
            assertEquals(3, error.line());
            assertEquals(5, error.column());
            assertEquals(List.of("national_rating", bad, "1000", "3000"), error.args());
        }
        ImportError fide = read(HEADER, "1,王伟,1.0,1,,4000").errors().get(0);
        assertEquals(ImportCode.CSV_BAD_RATING, fide.code());
        assertEquals(6, fide.column());
    }
}
