package org.dengji.rules.pgn;

import java.nio.charset.StandardCharsets;

/**
  * Byte-level tokenizer for the text of one game. It hands out one token at a time as a kind plus
  * offsets into the byte array (no token objects, no per-character String building); comments
  * ({@code {...}}, {@code ;...}) and escape lines ({@code %} in column 1) are skipped. Each token
  * knows its line and its column in characters, counted incrementally so that long lines stay
  * linear.
  */
final class PgnLexer {
    static final int EOF = 0;
    static final int TAG_OPEN = 1;
    static final int TAG_CLOSE = 2;
    static final int STRING = 3;
    static final int SYMBOL = 4;
    static final int PERIOD = 5;
    static final int NAG = 6;
    static final int VAR_OPEN = 7;
    static final int VAR_CLOSE = 8;
    static final int STAR = 9;
    static final int ERROR = 10;

    /** Bytes a word read by {@link #wordAtToken()} holds at most. */
    static final int MAX_WORD_BYTES = 64;

    private final byte[] b;
    private final int end;
    private int pos;
    private int line;
    /** Index whose column is {@link #column}; moved forward as tokens are found. */
    private int columnIndex;
    private int column;
    /**
      * UTF-8 continuation bytes skipped (in comments and strings) since {@link #columnIndex}: columns
      * count characters, and only comments and strings can hold non-ASCII text, so counting them
      * there keeps the column arithmetic of tokens a plain subtraction.
      */
    private int continuations;

    /** The current token, as set by {@link #next()}: bytes {@code [start, stop)} and its place. */
    int start;
    int stop;
    int tokenLine;
    int tokenColumn;
    /** Why the current token is ERROR. */
    String error;

    PgnLexer(byte[] bytes, int from, int to, int line, int column) {
        this.b = bytes;
        this.pos = from;
        this.end = to;
        this.line = line;
        this.columnIndex = from;
        this.column = column;
    }

    /** 1 for a UTF-8 continuation byte (10xxxxxx), else 0; without a branch. */
    private static int continuation(byte c) {
        return (((c & 0xc0) ^ 0x80) - 1) >>> 31;
    }

    int next() {
        if (!skipBlanksAndComments()) {
            return ERROR;
        }
        markToken(pos);
        if (pos >= end) {
            stop = pos;
            return EOF;
        }
        byte c = b[pos];
        if (PgnBytes.isSymbol(c)) {
            return symbol();
        }
        switch (c) {
            case '[': return single(TAG_OPEN);
            case ']': return single(TAG_CLOSE);
            case '(': return single(VAR_OPEN);
            case ')': return single(VAR_CLOSE);
            case '*': return single(STAR);
            case '.': return periods();
            case '"': return string();
            case '$': return nag();
            default: return fail("unexpected character '" + printable() + "'");
        }
    }

    /** The current SYMBOL's text (symbol characters are all ASCII). */
    String text() {
        return new String(b, start, stop - start, StandardCharsets.ISO_8859_1);
    }

    /** The current STRING token's value without quotes, with {@code \"} and {@code \\} unescaped. */
    String stringValue() {
        byte[] out = new byte[stop - start];
        int n = 0;
        for (int i = start + 1; i < stop - 1; i++) {
            if (b[i] == '\\' && i + 1 < stop - 1) {
                i++;
            }
            out[n++] = b[i];
        }
        return new String(out, 0, n, StandardCharsets.UTF_8);
    }

    /**
      * Reads again, as one value, a tag value whose inner quotes were not escaped
      * ({@code [White ""Learning with fun""]}): from its opening quote at {@code quoteStart} to the
      * quote that closes the tag on the same line, a {@code "} then {@code ]} followed only by
      * blanks or the next tag. On success the current token is the raw value between the outer
      * quotes (see {@link #rawText()}) and reading goes on after the {@code ]}; false, changing
      * nothing, when the line has no such end.
      */
    boolean rereadTagValue(int quoteStart, int quoteLine, int quoteColumn) {
        int lineEnd = quoteStart + 1;
        while (lineEnd < end && b[lineEnd] != '\n' && b[lineEnd] != '\r') {
            lineEnd++;
        }
        for (int bracket = quoteStart + 2; bracket < lineEnd; bracket++) {
            int quote = bracket - 1;
            while (quote > quoteStart && PgnBytes.isSpace(b[quote])) {
                quote--;
            }
            if (b[bracket] == ']' && quote > quoteStart && b[quote] == '"' && endsTag(bracket + 1, lineEnd)) {
                line = quoteLine;
                columnIndex = quoteStart;
                column = quoteColumn;
                continuations = 0;
                for (int i = quoteStart; i <= bracket; i++) {
                    continuations += continuation(b[i]);
                }
                pos = bracket + 1;
                start = quoteStart + 1;
                stop = quote;
                return true;
            }
        }
        return false;
    }

    /** Only blanks up to the end of the line, or blanks and then the next tag's '['. */
    private boolean endsTag(int from, int lineEnd) {
        int i = from;
        while (i < lineEnd && PgnBytes.isSpace(b[i])) {
            i++;
        }
        return i == lineEnd || b[i] == '[';
    }

    /**
      * The word that starts at the current token, as written: up to a blank, a line end, a
      * comment, a bracket or a quote, at most {@value #MAX_WORD_BYTES} bytes (never half a
      * character). Unlike a token, it goes on over characters the lexer does not read.
      */
    String wordAtToken() {
        int limit = Math.min(end, start + MAX_WORD_BYTES);
        int i = start;
        while (i < limit && !endsWord(b[i])) {
            i++;
        }
        while (i < end && i > start && continuation(b[i]) == 1) {
            i--; // the limit cut a character: leave it out
        }
        return new String(b, start, i - start, StandardCharsets.UTF_8);
    }

    /** True when the current token is a whole word: what follows it ends a word (see {@link #wordAtToken()}). */
    boolean tokenIsWholeWord() {
        return stop >= end || endsWord(b[stop]);
    }

    private static boolean endsWord(byte c) {
        return PgnBytes.isSpace(c) || c == '\n' || "{};()[]\"".indexOf(c) >= 0;
    }

    /** The current token's bytes as UTF-8 text, unchanged. */
    String rawText() {
        return new String(b, start, stop - start, StandardCharsets.UTF_8);
    }

    /**
      * True when the current SYMBOL is a move number ("12" of "12." or "12...") or a stand-alone
      * annotation such as {@code !?} written apart from its move: nothing a move needs.
      */
    boolean isMoveNumberOrAnnotation() {
        byte first = b[start];
        if (first >= '0' && first <= '9') {
            for (int i = start + 1; i < stop; i++) {
                if (b[i] < '0' || b[i] > '9') {
                    return false;
                }
            }
            return true;
        }
        for (int i = start; i < stop; i++) {
            if (b[i] != '!' && b[i] != '?') {
                return false;
            }
        }
        return true;
    }

    /** The termination marker the current SYMBOL spells, or null. */
    GameResult resultMarker() {
        byte first = b[start];
        if ((first != '0' && first != '1') || PgnBytes.resultLength(b, start, stop) != stop - start) {
            return null;
        }
        return GameResult.fromMarker(text());
    }

    private boolean skipBlanksAndComments() {
        while (pos < end) {
            byte c = b[pos];
            if (c == '\n' || c == '\r' && loneCarriageReturn(pos)) {
                newLine(pos + 1);
            } else if (PgnBytes.isSpace(c)) {
                pos++;
            } else if (c == ';' || (c == '%' && pos == columnIndex && column == 1)) {
                skipToLineEnd();
            } else if (c == '{') {
                if (!skipBraceComment()) {
                    return false;
                }
            } else {
                return true;
            }
        }
        return true;
    }

    /** A carriage return not followed by a line feed ends a line by itself (old Macintosh files). */
    private boolean loneCarriageReturn(int at) {
        return at + 1 >= end || b[at + 1] != '\n';
    }

    /** To the line feed or carriage return that ends the line; the line end itself stays. */
    private void skipToLineEnd() {
        while (pos < end && b[pos] != '\n' && b[pos] != '\r') {
            continuations += continuation(b[pos++]);
        }
    }

    /** Skips {@code {...}}, which may span lines; false, with the '{' as the error's place, if open. */
    private boolean skipBraceComment() {
        markToken(pos);
        int openLine = tokenLine;
        int openColumn = tokenColumn;
        pos++;
        while (pos < end) {
            byte c = b[pos];
            if (c == '}') {
                pos++;
                return true;
            }
            if (c == '\n' || c == '\r' && loneCarriageReturn(pos)) {
                newLine(pos + 1);
            } else {
                continuations += continuation(c);
                pos++;
            }
        }
        tokenLine = openLine;
        tokenColumn = openColumn;
        error = "comment opened with '{' is never closed";
        return false;
    }

    private void newLine(int next) {
        pos = next;
        line++;
        columnIndex = next;
        column = 1;
        continuations = 0;
    }

    private void markToken(int p) {
        column += p - columnIndex - continuations;
        continuations = 0;
        columnIndex = p;
        start = p;
        tokenLine = line;
        tokenColumn = column;
    }

    private int single(int kind) {
        stop = ++pos;
        return kind;
    }

    private int periods() {
        while (pos < end && b[pos] == '.') {
            pos++;
        }
        stop = pos;
        return PERIOD;
    }

    private int symbol() {
        while (pos < end && PgnBytes.isSymbol(b[pos])) {
            pos++;
        }
        // "e8(Q)" is a promotion written with parentheses, not a variation: keep it in the move.
        if (pos + 2 < end && b[pos] == '(' && b[pos + 2] == ')' && "QRBNqrbn".indexOf(b[pos + 1]) >= 0) {
            pos += 3;
            while (pos < end && PgnBytes.isSymbol(b[pos])) {
                pos++;
            }
        }
        stop = pos;
        return SYMBOL;
    }

    private int string() {
        while (++pos < end) {
            byte c = b[pos];
            if (c == '"') {
                stop = ++pos;
                return STRING;
            }
            if (c == '\n' || c == '\r') {
                break;
            }
            continuations += continuation(c);
            if (c == '\\' && pos + 1 < end && b[pos + 1] != '\n') {
                pos++;
            }
        }
        return fail("string is not closed on its line");
    }

    private int nag() {
        int digitsFrom = ++pos;
        while (pos < end && b[pos] >= '0' && b[pos] <= '9') {
            pos++;
        }
        if (pos == digitsFrom) {
            return fail("'$' must be followed by a number (NAG)");
        }
        stop = pos;
        return NAG;
    }

    private String printable() {
        byte c = b[pos];
        return c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\x%02x", c & 0xff);
    }

    private int fail(String message) {
        error = message;
        stop = pos;
        return ERROR;
    }
}
