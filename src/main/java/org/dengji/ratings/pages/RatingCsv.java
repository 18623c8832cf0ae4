package org.dengji.ratings.pages;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.dengji.common.i18n.Language;
import org.dengji.ratings.report.RatingList;
import org.dengji.registry.csv.FormulaCells;
import org.dengji.registry.player.PlayerName;

/**
 * The rating list as CSV: rank, registration number, name, unit, rating, games, K, under a header in the
 * reader's language. It starts with a byte order mark, without which Excel reads UTF-8 as the system's code
 * page and shows Chinese as mojibake. Names and units are text that others typed: guarded against formulas.
 */
final class RatingCsv {

    static final String BYTE_ORDER_MARK = "\uFEFF";

    private RatingCsv() {
    }

    static String write(List<RatingList.Place> places, Language language, RatingMessages words) {
        StringWriter out = new StringWriter();
        out.write(BYTE_ORDER_MARK);
        try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT)) {
            printer.printRecord(words.col_rank(), words.col_registration_no(), words.col_name(), words.col_unit(),
                    words.col_rating(), words.col_games(), words.col_k());
            for (RatingList.Place p : places) {
                printer.printRecord(p.rank(), FormulaCells.guard(p.registrationNo()),
                        FormulaCells.guard(new PlayerName(p.nameZh(), p.nameLatin()).in(language)),
                        FormulaCells.guard(language.pick(p.unitNameZh(), p.unitNameEn())), p.rating(), p.games(),
                        p.k() == null ? "" : p.k());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
