package org.dengji.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.csv.CsvReader;
import org.dengji.registry.imports.ImportProgress;
import org.dengji.registry.trf.TrfReader;
import org.junit.jupiter.api.Test;

/**
 * The readers say how many of a file's lines they have read, of how many: the count a registrar sees
 * on the import's page. A line break at the end of the file starts no further line; CR LF is one break.
 */
class ReadingProgressTest {

    /** Every count a reader told, as "read/total". */
    private static final class Told implements ImportProgress {
        final List<String> counts = new ArrayList<>();

        @Override
        public void read(int lines, int total) {
            counts.add(lines + "/" + total);
        }
    }

    @Test
    void shouldCountTheLinesOfATrfFileAsItReadsThem() {
        Told told = new Told();
        String fourLines = RegistryFixtures.duel("Duel", "Wang, Hao", "", "Li, Ying").replace("\n", "\r\n");
        TrfReader.read(fourLines, told);
        assertEquals(List.of("1/4", "2/4", "3/4", "4/4", "4/4"), told.counts);
    }

    @Test
    void shouldCountTheLinesOfACsvFileRowByRow() {
        Told told = new Told();
        CsvReader.read(RegistryFixtures.resource("csv/standings-utf8.csv"), told);
        int lines = RegistryFixtures.resource("csv/standings-utf8.csv").strip().split("\r?\n").length;
        assertEquals(lines + "/" + lines, told.counts.get(told.counts.size() - 1));
        assertEquals(lines, told.counts.size(), "a count after each row but the header, and one when all is read");
    }
}
