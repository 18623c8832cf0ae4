package org.dengji.registry.csv;

/**
 * Text that a spreadsheet would run as a formula, made inert, as OWASP's "CSV Injection" guidance
 * describes: a cell that starts with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage
 * return gets a leading apostrophe, which spreadsheets read as "this cell is text" and do not show.
 * The CSV printer then quotes the cell where CSV needs it (a comma, a quote, a line break).
 *
 * <p>Only text cells are guarded: names and registration numbers, which come from files and forms that
 * anyone may have written. Numeric cells (points, game counts, start numbers, FIDE IDs) are written
 * from numbers the exporter holds, never from text, so they cannot carry a formula; an apostrophe would
 * only turn a number such as {@code -0.5} into text that no sum counts. OWASP advises prefixing every
 * cell that starts so; guarding the text columns alone keeps the numbers numbers and still leaves no
 * way in for a formula. A name that merely looks like a number ({@code -1}) is still text and is
 * guarded.
 *
 * <p>The import takes one such apostrophe off again ({@link #unguard}), so that an export imported
 * again reads the names that were stored: the apostrophe is an artefact of the export, not part of the
 * name. It is taken off only where the exporter would have added it, so that {@code unguard(guard(s))}
 * is {@code s} for every text: apostrophes that already stand before a formula start count as part of
 * the text ({@code '=x} is written {@code ''=x}), and an apostrophe before anything else ({@code 'Brien})
 * is left alone both ways.
 */
public final class FormulaCells {

    private static final char GUARD = '\'';
    private static final String FORMULA_STARTS = "=+-@\t\r";

    private FormulaCells() {
    }

    /** The text with an apostrophe in front when a spreadsheet would take it for a formula. */
    public static String guard(String text) {
        return startsAsFormula(text, 0) ? GUARD + text : text;
    }

    /** The text without the apostrophe that {@link #guard} would have put in front of it. */
    static String unguard(String text) {
        return !text.isEmpty() && text.charAt(0) == GUARD && startsAsFormula(text, 1) ? text.substring(1) : text;
    }

    /** Whether the text from {@code from} on is any number of apostrophes, then a formula start. */
    private static boolean startsAsFormula(String text, int from) {
        int at = from;
        while (at < text.length() && text.charAt(at) == GUARD) {
            at++;
        }
        return at < text.length() && FORMULA_STARTS.indexOf(text.charAt(at)) >= 0;
    }
}
