package org.dengji.registry.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Gender;
import org.junit.jupiter.api.Test;

/**
 * The CSV export guards text cells against formulas and leaves numeric cells alone, and the CSV
 * import reads the names back as they were stored.
 */
class CsvWriterTest {

    private static EventResult placed(int rank, String nameZh, String nameLatin, String points, int wins, int losses) {
        Player p = new Player();
        p.registrationNo = Player.registrationNoOf(rank);
        p.nameZh = nameZh;
        p.nameLatin = nameLatin;
        p.gender = Gender.MALE;
        EventResult r = new EventResult();
        r.belongTo(p);
        r.rankFrom = rank;
        r.rankTo = rank;
        r.startNumber = rank;
        r.points = new BigDecimal(points);
        r.games = wins + losses;
        r.wins = wins;
        r.losses = losses;
        return r;
    }

    private static List<CSVRecord> rows(String csv) throws IOException {
        return CSVFormat.DEFAULT.builder().setHeader().get().parse(new StringReader(csv)).getRecords();
    }

    @Test
    void shouldGuardTextCellsThatStartAFormula() throws IOException {
        String csv = CsvWriter.write(List.of(placed(1, "\tTab", "\rReturn", "1.0", 1, 0),
                placed(2, "=HYPERLINK(\"http://x\",\"y\")", "@SUM(A1)", "0.0", 0, 1),
                placed(3, "+1", "-cmd", "0.0", 0, 1)));
        List<CSVRecord> rows = rows(csv);
        assertEquals(List.of("'\tTab", "'=HYPERLINK(\"http://x\",\"y\")", "'+1"),
                rows.stream().map(r -> r.get("name_zh")).toList());
        assertEquals(List.of("'\rReturn", "'@SUM(A1)", "'-cmd"), rows.stream().map(r -> r.get("name_latin")).toList());
        assertTrue(csv.contains("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""), "quoted as CSV requires: " + csv);
    }

    @Test
    void shouldLeaveNumbersAndPlainTextAsTheyAre() throws IOException {
        EventResult negative = placed(1, "王浩", "O'Brien", "-0.5", 1, 0);
        negative.player.fideId = 8600123L;
        CSVRecord row = rows(CsvWriter.write(List.of(negative))).get(0);
        assertEquals("-0.5", row.get("points"));
        assertEquals("王浩", row.get("name_zh"));
        assertEquals("O'Brien", row.get("name_latin"));
        assertEquals("CN00000001", row.get("registration_no"));
        assertEquals("8600123", row.get("fide_id"));
        assertEquals("1", row.get("rank"));
        assertEquals("1", row.get("games"));
    }

    @Test
    void shouldReadTheNamesBackAsTheyWereStored() {
        List<String> names = List.of("=HYPERLINK(\"http://x\",\"y\")", "+1", "@SUM(A1)", "-cmd", "'=quoted", "O'Brien");
        List<EventResult> standings = new java.util.ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            standings.add(placed(i + 1, names.get(i), "Latin" + i, i == 0 ? "1.0" : "0.0", i == 0 ? 1 : 0, i == 0 ? 0 : 1));
        }
        StandingsFile read = CsvReader.read(CsvWriter.write(standings));
        assertEquals(List.of(), read.errors());
        assertEquals(names, read.lines().stream().map(l -> l.identity().nameZh()).toList());
        assertEquals(names, read.lines().stream().map(l -> l.entered().name()).toList());
    }

    @Test
    void shouldReadATabLedNameBackWithoutTheTabAsAnyImportReadsIt() {
        StandingsFile read = CsvReader.read(CsvWriter.write(List.of(placed(1, "\tTab", "Tab", "1.0", 1, 0))));
        assertEquals("Tab", read.lines().get(0).identity().nameZh());
    }
}
