package org.dengji.rules.pgn;

import java.util.List;
import java.util.Optional;

/**
  * One game as read from PGN text: its tag pairs, the moves of its main line (variations,
  * comments and NAGs are skipped), and its termination marker. Nothing here has been checked
  * against the rules; {@code org.dengji.rules.game.GameValidator} does that.
  *
  * <p>When the text has a syntax error, the moves read before it are kept and {@link
  * #syntaxError()} says where reading stopped, so a validator can still play the valid prefix.
  */
public final class PgnGame {
    private final int index;
    private final int line;
    private final List<Tag> tags;
    private final List<SanToken> moves;
    private final Termination termination;
    private final PgnSyntaxError syntaxError;
    private final List<PgnSyntaxError> tagWarnings;
    private final int cutAtBytes;
    private final SanToken firstWord;

    public PgnGame(
            int index,
            int line,
            List<Tag> tags,
            List<SanToken> moves,
            Termination termination,
            PgnSyntaxError syntaxError) {
        this(index, line, tags, moves, termination, syntaxError, List.of(), 0, null);
    }

    /**
      * @param tagWarnings tag pairs that were malformed but could still be read (an unescaped
      *     quote inside the value): their values are kept, the moves are still read
      * @param cutAtBytes the splitter's limit when the game's text was longer and was cut there,
      *     else 0
      * @param firstWord the movetext's first word as written (see {@link #firstWord()}), or null
      */
    public PgnGame(
            int index,
            int line,
            List<Tag> tags,
            List<SanToken> moves,
            Termination termination,
            PgnSyntaxError syntaxError,
            List<PgnSyntaxError> tagWarnings,
            int cutAtBytes,
            SanToken firstWord) {
        this.index = index;
        this.line = line;
        this.tags = List.copyOf(tags);
        this.moves = List.copyOf(moves);
        this.termination = termination;
        this.syntaxError = syntaxError;
        this.tagWarnings = List.copyOf(tagWarnings);
        this.cutAtBytes = cutAtBytes;
        this.firstWord = firstWord;
    }

    /** 1-based number of the game in its file. */
    public int index() {
        return index;
    }

    /** Line of the game's first token (its first tag, or its first move when it has no tags). */
    public int line() {
        return line;
    }

    public List<Tag> tags() {
        return tags;
    }

    /** The first tag with this name (PGN tag names are case sensitive). */
    public Optional<Tag> tag(String name) {
        for (Tag t : tags) {
            if (t.name().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    public Optional<String> tagValue(String name) {
        return tag(name).map(Tag::value);
    }

    public List<SanToken> moves() {
        return moves;
    }

    /** The movetext's termination marker; empty when the text ended without one. */
    public Optional<Termination> termination() {
        return Optional.ofNullable(termination);
    }

    public Optional<PgnSyntaxError> syntaxError() {
        return Optional.ofNullable(syntaxError);
    }

    /** Tag pairs read in spite of a fault in their quoting, one warning each, in file order. */
    public List<PgnSyntaxError> tagWarnings() {
        return tagWarnings;
    }

    /**
      * The length limit of one game when this game's text was longer and was cut there (its last
      * move token may be cut in half), else empty.
      */
    public java.util.OptionalInt cutAtBytes() {
        return cutAtBytes > 0 ? java.util.OptionalInt.of(cutAtBytes) : java.util.OptionalInt.empty();
    }

    /**
      * The movetext's first word after any move number, exactly as written up to the next blank,
      * whether or not it reads as a move: a move in the notation of another game (炮二平五 stops
      * the lexer, C2.5 reads as C2 and a move number) is still there for the validator to
      * recognise. Empty when the movetext has no word before its end or its first error.
      */
    public Optional<SanToken> firstWord() {
        return Optional.ofNullable(firstWord);
    }
}
