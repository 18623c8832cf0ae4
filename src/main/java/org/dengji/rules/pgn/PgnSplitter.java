package org.dengji.rules.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
  * Cuts a PGN byte stream into one {@link GameChunk} per game without parsing moves, so that the
  * expensive work (lexing, playing moves) can run on other threads. Memory stays bounded by the
  * largest single game: bytes are read into a buffer that is compacted, not accumulated.
  *
  * <p>A game ends right after a termination marker ({@code 1-0 0-1 1/2-1/2 *}) outside comments,
  * tag pairs and variations, or just before a {@code [} once movetext has started (a game that
  * lost its marker, or tags that follow the previous game with no blank line). Whitespace and
  * comments between games belong to the next chunk; a chunk holding nothing else is dropped.
  * A UTF-8 byte order mark at the start of the stream is skipped. Control bytes between games
  * (NUL padding, a stray Ctrl-Z) are skipped, each run recorded in {@link #skipped()}, and never
  * make a game. A line ends at a line feed, a carriage return and line feed, or a carriage return
  * alone (old Macintosh files), so that a {@code ;} comment never runs on past its line.
  *
  * <p>A single game longer than a limit (1 MiB by default: real games with heavy annotation stay
  * far below) is cut: its beginning is handed out as a truncated chunk and the rest is scanned
  * without being kept, so that an unclosed comment at the top of a huge upload cannot make memory
  * grow with the file. The check runs when the buffer is refilled, so a game up to one buffer
  * (64 KiB) past the limit may still pass whole.
  */
public final class PgnSplitter implements Closeable {
    private static final int NORMAL = 0;
    private static final int BRACE = 1;
    private static final int LINE = 2;
    private static final int STRING = 3;
    private static final int STRING_ESCAPE = 4;
    /** Enough bytes to decide whether a termination marker starts here. */
    private static final int LOOKAHEAD = 8;

    /** Runs of skipped control bytes listed one by one; beyond them they are only counted. */
    public static final int MAX_SKIPPED_KEPT = 100;

    /** Default limit of one game's text. */
    public static final int MAX_GAME_BYTES = 1 << 20;

    private final InputStream in;
    private final int maxGameBytes;
    /** The kept beginning of the game being scanned once it went over the limit, else null. */
    private byte[] oversized;
    private byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean eof;
    private boolean started;
    private int nextIndex = 1;
    private int chunkStart;
    private int startLine;
    private int startColumn;
    private final List<SkippedBytes> skipped = new ArrayList<>();
    private int skippedRuns;
    private int line = 1;
    /** Buffer index whose column is {@link #markColumn}; kept at or after {@link #chunkStart}. */
    private int mark;
    private int markColumn = 1;
    private boolean atLineStart = true;
    /** Lexical state of the game being scanned (see {@link #scanGame()}). */
    private int state;
    private int depth;
    private boolean content;
    private boolean movetext;
    private boolean inTag;
    private boolean prevSymbol;

    public PgnSplitter(InputStream in) {
        this(in, MAX_GAME_BYTES);
    }

    public PgnSplitter(InputStream in, int maxGameBytes) {
        this.in = in;
        this.maxGameBytes = maxGameBytes;
    }

    /** The next game's bytes, or null at the end of the stream. */
    public GameChunk next() throws IOException {
        if (!started) {
            skipByteOrderMark();
        }
        while (true) {
            chunkStart = pos;
            startLine = line;
            startColumn = columnAt(pos);
            boolean content = scanGame();
            byte[] cut = oversized;
            oversized = null;
            if (pos == chunkStart && cut == null) {
                return null;
            }
            if (content && cut != null) {
                return new GameChunk(nextIndex++, cut, startLine, startColumn, true);
            }
            if (content) {
                byte[] bytes = Arrays.copyOfRange(buf, chunkStart, pos);
                return new GameChunk(nextIndex++, bytes, startLine, startColumn);
            }
        }
    }

    private void skipByteOrderMark() throws IOException {
        started = true;
        while (limit < 3 && fill()) {
            // read at least three bytes or reach the end
        }
        if (limit >= 3 && (buf[0] & 0xff) == 0xef && (buf[1] & 0xff) == 0xbb && (buf[2] & 0xff) == 0xbf) {
            pos = 3;
            mark = 3;
        }
    }

    private int columnAt(int p) {
        return markColumn + PgnBytes.chars(buf, mark, p);
    }

    /**
      * Advances {@link #pos} to the end of one game; true when it held more than blanks/comments.
      * One byte at a time through a small state machine; the lexical state lives in fields so that
      * each kind of byte has its own short method.
      */
    private boolean scanGame() throws IOException {
        state = NORMAL;
        depth = 0;
        content = false;
        movetext = false;
        inTag = false;
        prevSymbol = false;
        while (pos < limit || fill()) {
            byte b = buf[pos];
            if (b == '\n' || b == '\r' && loneCarriageReturn()) {
                endOfLine();
                continue;
            }
            if (!content && state == NORMAL && PgnBytes.isControl(b)) {
                skipControlBytes();
                continue;
            }
            boolean lineStart = atLineStart;
            atLineStart = false;
            if (state != NORMAL) {
                state = inComment(state, b);
                pos++;
            } else if (PgnBytes.isSymbol(b)) {
                if (symbol()) {
                    return true;
                }
            } else if (punctuation(b, lineStart)) {
                return content;
            }
        }
        // A comment still open at the end hides whatever follows it: report it, never drop it.
        return content || state == BRACE;
    }

    private void endOfLine() {
        newLine();
        prevSymbol = false;
        // Tag pairs and strings do not span lines: an unclosed one must not swallow the games after.
        inTag = false;
        state = state == BRACE ? BRACE : NORMAL;
    }

    /** True when the carriage return at {@link #pos} is not followed by a line feed. */
    private boolean loneCarriageReturn() throws IOException {
        if (pos + 1 >= limit) {
            ensureLookahead();
        }
        return pos + 1 >= limit || buf[pos + 1] != '\n';
    }

    /**
      * Skips a run of control bytes met before a game has begun, records it, and starts the game's
      * chunk after it, so the parser never sees the bytes and the game numbers do not drift.
      */
    private void skipControlBytes() throws IOException {
        int line0 = line;
        int column0 = columnAt(pos);
        int first = buf[pos] & 0xff;
        long count = 0;
        while (true) {
            while (pos < limit && PgnBytes.isControl(buf[pos])) {
                pos++;
                count++;
            }
            chunkStart = pos; // nothing skipped is kept, however long the run
            if (pos < limit || !fill()) {
                break;
            }
        }
        skippedRuns++;
        if (skipped.size() < MAX_SKIPPED_KEPT) {
            skipped.add(new SkippedBytes(line0, column0, count, first));
        }
        startLine = line;
        startColumn = columnAt(pos);
    }

    /**
      * The runs of control bytes skipped between games so far, in file order (the first
      * {@value #MAX_SKIPPED_KEPT}; {@link #skippedRuns()} counts them all).
      */
    public List<SkippedBytes> skipped() {
        return List.copyOf(skipped);
    }

    public int skippedRuns() {
        return skippedRuns;
    }

    /** A symbol starts or goes on at {@link #pos}; true when it is the game's termination marker. */
    private boolean symbol() throws IOException {
        if (!prevSymbol && !inTag && depth == 0) {
            ensureLookahead();
            int n = PgnBytes.resultLength(buf, pos, limit);
            if (n > 0) {
                pos += n;
                return true;
            }
        }
        movetext |= !inTag;
        content = true;
        prevSymbol = true;
        pos = skipSymbol(pos + 1);
        return false;
    }

    /** Any other byte: blanks, brackets, comment openers, {@code *}; true when the game ends. */
    private boolean punctuation(byte b, boolean lineStart) {
        prevSymbol = false;
        if (PgnBytes.isSpace(b)) {
            pos++;
            return false;
        }
        switch (b) {
            case '%' -> state = lineStart ? LINE : NORMAL;
            case '{' -> state = BRACE;
            case ';' -> state = LINE;
            case '"' -> state = STRING;
            case '[' -> {
                if (movetext) {
                    return true; // the '[' opens the next game's tags
                }
                inTag = true;
            }
            case ']' -> inTag = false;
            case '(' -> depth++;
            case ')' -> depth = Math.max(0, depth - 1);
            default -> {
                // any other character is content the parser will judge
            }
        }
        if (state == NORMAL || state == STRING) {
            content = true;
            movetext |= !inTag && b != '[' && b != ']' && b != '"';
        }
        pos++;
        return b == '*' && !inTag && depth == 0;
    }

    /** The end of the symbol continuing at {@code from} within the buffer (the hot path: moves). */
    private int skipSymbol(int from) {
        int p = from;
        while (p < limit && PgnBytes.isSymbol(buf[p])) {
            p++;
        }
        return p;
    }

    private static int inComment(int state, byte b) {
        return switch (state) {
            case BRACE -> b == '}' ? NORMAL : BRACE;
            case STRING -> b == '"' ? NORMAL : b == '\\' ? STRING_ESCAPE : STRING;
            case STRING_ESCAPE -> STRING;
            default -> state; // LINE: only a line feed ends it
        };
    }

    private void newLine() {
        pos++;
        line++;
        mark = pos;
        markColumn = 1;
        atLineStart = true;
    }

    private void ensureLookahead() throws IOException {
        while (limit - pos < LOOKAHEAD && fill()) {
            // keep reading until enough bytes or the end
        }
    }

    /** Compacts the buffer to the current chunk, grows it if full, and reads more; false at EOF. */
    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (pos - chunkStart > maxGameBytes) {
            keepOnlyBeginning();
        }
        if (chunkStart > 0) {
            if (mark < chunkStart) {
                markColumn = columnAt(chunkStart);
                mark = chunkStart;
            }
            System.arraycopy(buf, chunkStart, buf, 0, limit - chunkStart);
            pos -= chunkStart;
            limit -= chunkStart;
            mark -= chunkStart;
            chunkStart = 0;
        }
        if (limit == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        int n = in.read(buf, limit, buf.length - limit);
        if (n < 0) {
            eof = true;
            return false;
        }
        limit += n;
        return true;
    }

    /** The game is too long: keep its first bytes once, and let compaction drop what follows. */
    private void keepOnlyBeginning() {
        if (oversized == null) {
            oversized = Arrays.copyOfRange(buf, chunkStart, chunkStart + maxGameBytes);
        }
        chunkStart = pos;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
