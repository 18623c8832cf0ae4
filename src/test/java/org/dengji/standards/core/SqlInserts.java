package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the INSERT statements of a data migration, so that plain tests evaluate against the very
 * rows Flyway loads (one source of truth: the SQL). Understands exactly what those migrations use:
 * {@code INSERT INTO t (cols) VALUES (...)[, (...)];}, {@code --} comments, quoted strings with
 * {@code ''}, numbers, NULL, TRUE/FALSE, {@code DATE '…'}, {@code TIMESTAMP '…'}, and a scalar
 * subselect, read as {@link Ref} to its first quoted literal (the standard's code).
 */
final class SqlInserts {

    /** A scalar subselect such as {@code (SELECT id FROM standard WHERE code = 'CN-NATIONAL-1')}. */
    record Ref(String literal) {
    }

    /** One row: its table and its values by column name. */
    record Row(String table, Map<String, Object> values) {
        String string(String column) {
            Object v = values.get(column);
            return v == null ? null : v instanceof Ref ref ? ref.literal() : (String) v;
        }

        Integer integer(String column) {
            Object v = values.get(column);
            return v == null ? null : ((BigDecimal) v).intValueExact();
        }

        BigDecimal decimal(String column) {
            return (BigDecimal) values.get(column);
        }

        LocalDate date(String column) {
            return (LocalDate) values.get(column);
        }
    }

    private final String sql;
    private int pos;

    private SqlInserts(String sql) {
        this.sql = sql;
    }

    static List<Row> parse(String sql) {
        return new SqlInserts(sql).statements();
    }

    private List<Row> statements() {
        List<Row> rows = new ArrayList<>();
        while (skipSpace()) {
            keyword("INSERT");
            keyword("INTO");
            skipSpace();
            String table = word().toLowerCase(Locale.ROOT);
            List<String> columns = columns();
            keyword("VALUES");
            do {
                rows.add(new Row(table, tuple(columns)));
            } while (accept(','));
            expect(';');
        }
        return rows;
    }

    private List<String> columns() {
        expect('(');
        List<String> columns = new ArrayList<>();
        do {
            skipSpace();
            columns.add(word().toLowerCase(Locale.ROOT));
        } while (accept(','));
        expect(')');
        return columns;
    }

    private Map<String, Object> tuple(List<String> columns) {
        expect('(');
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < columns.size(); i++) {
            if (i > 0) {
                expect(',');
            }
            values.put(columns.get(i), value());
        }
        expect(')');
        return values;
    }

    private Object value() {
        skipSpace();
        char c = sql.charAt(pos);
        if (c == '\'') {
            return quoted();
        }
        if (c == '(') {
            return subselect();
        }
        String word = word();
        return switch (word.toUpperCase(Locale.ROOT)) {
            case "NULL" -> null;
            case "TRUE" -> Boolean.TRUE;
            case "FALSE" -> Boolean.FALSE;
            case "DATE" -> LocalDate.parse(quotedAfterSpace());
            case "TIMESTAMP" -> LocalDateTime.parse(quotedAfterSpace().replace(' ', 'T'));
            default -> new BigDecimal(word);
        };
    }

    private String quotedAfterSpace() {
        skipSpace();
        return quoted();
    }

    private String quoted() {
        StringBuilder out = new StringBuilder();
        pos++;
        while (true) {
            char c = sql.charAt(pos++);
            if (c == '\'' && pos < sql.length() && sql.charAt(pos) == '\'') {
                out.append('\'');
                pos++;
            } else if (c == '\'') {
                return out.toString();
            } else {
                out.append(c);
            }
        }
    }

    private Ref subselect() {
        int depth = 0;
        String literal = null;
        do {
            char c = sql.charAt(pos);
            if (c == '\'') {
                String q = quoted();
                literal = literal == null ? q : literal;
                continue;
            }
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            pos++;
        } while (depth > 0);
        return new Ref(literal);
    }

    private String word() {
        int start = pos;
        while (pos < sql.length() && (Character.isLetterOrDigit(sql.charAt(pos)) || "_.-".indexOf(sql.charAt(pos)) >= 0)) {
            pos++;
        }
        if (start == pos) {
            throw error("a word");
        }
        return sql.substring(start, pos);
    }

    private void keyword(String expected) {
        skipSpace();
        if (!word().equalsIgnoreCase(expected)) {
            throw error(expected);
        }
    }

    private boolean accept(char c) {
        skipSpace();
        if (pos < sql.length() && sql.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw error("'" + c + "'");
        }
    }

    /** Skips blanks and {@code --} comments; false at the end of the text. */
    private boolean skipSpace() {
        while (pos < sql.length()) {
            if (Character.isWhitespace(sql.charAt(pos))) {
                pos++;
            } else if (sql.startsWith("--", pos)) {
                int eol = sql.indexOf('\n', pos);
                pos = eol < 0 ? sql.length() : eol + 1;
            } else {
                return true;
            }
        }
        return false;
    }

    private IllegalArgumentException error(String expected) {
        int line = (int) sql.substring(0, Math.min(pos, sql.length())).chars().filter(ch -> ch == '\n').count() + 1;
        return new IllegalArgumentException("expected " + expected + " at line " + line);
    }
}
