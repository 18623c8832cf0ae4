package org.dengji.rules.pgn;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.dengji.rules.Excerpt;

/**
  * Turns the text of one game into a {@link PgnGame}: strict about what a move token is (the
  * validator resolves each against the board), tolerant about layout (missing tags, move numbers
  * with or without dots, {@code 12...}, comments, NAGs, nested variations, escape lines).
  * The first syntax error stops reading; the moves read before it are kept.
  */
public final class PgnParser {
    private final PgnLexer lexer;
    private final int index;
    private int line;
    private final List<Tag> tags = new ArrayList<>();
    private final List<SanToken> moves = new ArrayList<>(128);
    private final List<PgnSyntaxError> tagWarnings = new ArrayList<>(0);
    private Termination termination;
    private PgnSyntaxError error;
    private SanToken firstWord;

    private PgnParser(GameChunk chunk) {
        byte[] bytes = chunk.bytes();
        this.lexer = new PgnLexer(bytes, 0, bytes.length, chunk.line(), chunk.column());
        this.index = chunk.index();
    }

    public static PgnGame parse(GameChunk chunk) {
        PgnParser parser = new PgnParser(chunk);
        parser.read();
        int cutAt = chunk.truncated() ? chunk.bytes().length : 0;
        if (cutAt > 0) {
            parser.tooLong(cutAt);
        }
        return new PgnGame(parser.index, parser.line, parser.tags, parser.moves, parser.termination,
                parser.error, parser.tagWarnings, cutAt, parser.firstWord);
    }

    /** Convenience for one game given as text (tests, the service's single-game endpoint). */
    public static PgnGame parse(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return parse(new GameChunk(1, bytes, 1, 1));
    }

    private void read() {
        int kind = lexer.next();
        line = lexer.tokenLine;
        while (kind == PgnLexer.TAG_OPEN && error == null) {
            readTag();
            kind = lexer.next();
        }
        while (error == null && termination == null) {
            kind = movetextToken(kind);
        }
        if (error == null) {
            expectEnd();
        }
    }

    private void readTag() {
        int tagLine = lexer.tokenLine;
        int tagColumn = lexer.tokenColumn;
        if (lexer.next() != PgnLexer.SYMBOL) {
            failHere("expected a tag name after '['");
            return;
        }
        String name = lexer.text();
        if (lexer.next() != PgnLexer.STRING) {
            failHere("expected a quoted value for tag " + Excerpt.of(name));
            return;
        }
        String value = lexer.stringValue();
        int quoteStart = lexer.start;
        int quoteLine = lexer.tokenLine;
        int quoteColumn = lexer.tokenColumn;
        if (lexer.next() == PgnLexer.TAG_CLOSE) {
            tags.add(new Tag(name, value, tagLine, tagColumn));
        } else if (lexer.rereadTagValue(quoteStart, quoteLine, quoteColumn)) {
            // Exports write names such as "Learning with fun" in quotes without escaping them.
            String raw = lexer.rawText();
            tags.add(new Tag(name, raw, tagLine, tagColumn));
            tagWarnings.add(new PgnSyntaxError("tag " + Excerpt.of(name) + " has quotes inside its value that are "
                    + "not escaped (\\\"); read as " + Excerpt.of(raw), tagLine, tagColumn));
        } else {
            failHere("expected ']' to close tag " + Excerpt.of(name));
        }
    }

    /** Handles one movetext token and returns the next token's kind. */
    private int movetextToken(int kind) {
        switch (kind) {
            case PgnLexer.SYMBOL -> symbol();
            case PgnLexer.PERIOD, PgnLexer.NAG -> {
                // move number dots and numeric annotation glyphs carry nothing the rules need
            }
            case PgnLexer.VAR_OPEN -> skipVariation();
            case PgnLexer.STAR -> terminate(GameResult.UNKNOWN);
            case PgnLexer.EOF -> failHere("game has no termination marker (1-0, 0-1, 1/2-1/2 or *)");
            case PgnLexer.VAR_CLOSE -> failHere("')' without an open variation");
            case PgnLexer.TAG_OPEN -> failHere("tag pair inside the movetext");
            case PgnLexer.STRING -> failHere("quoted string inside the movetext");
            default -> {
                firstWord = firstWord == null && moves.isEmpty() ? wordAtToken() : firstWord;
                failHere(lexer.error);
            }
        }
        return error == null && termination == null ? lexer.next() : PgnLexer.EOF;
    }

    private void symbol() {
        if (lexer.isMoveNumberOrAnnotation()) {
            return; // a move number ("12" of "12." / "12...") or an annotation written apart
        }
        GameResult result = lexer.resultMarker();
        if (result != null) {
            terminate(result);
        } else {
            SanToken move = new SanToken(lexer.text(), lexer.tokenLine, lexer.tokenColumn);
            if (firstWord == null && moves.isEmpty()) {
                firstWord = lexer.tokenIsWholeWord() ? move : wordAtToken(); // a chess move is a whole word
            }
            moves.add(move);
        }
    }

    /** The word at the current token, for {@link PgnGame#firstWord()}. */
    private SanToken wordAtToken() {
        return new SanToken(lexer.wordAtToken(), lexer.tokenLine, lexer.tokenColumn);
    }

    private void terminate(GameResult result) {
        termination = new Termination(result, lexer.tokenLine, lexer.tokenColumn);
    }

    /** Skips a recursive annotation variation, nested ones included; only its syntax matters. */
    private void skipVariation() {
        int openLine = lexer.tokenLine;
        int openColumn = lexer.tokenColumn;
        int depth = 1;
        while (depth > 0) {
            switch (lexer.next()) {
                case PgnLexer.VAR_OPEN -> depth++;
                case PgnLexer.VAR_CLOSE -> depth--;
                case PgnLexer.EOF -> {
                    error = new PgnSyntaxError("variation opened with '(' is never closed", openLine, openColumn);
                    return;
                }
                case PgnLexer.ERROR -> {
                    failHere(lexer.error);
                    return;
                }
                default -> {
                    // moves, comments and annotations inside a variation are not validated
                }
            }
        }
    }

    private void expectEnd() {
        int kind = lexer.next();
        if (kind != PgnLexer.EOF) {
            failHere(kind == PgnLexer.ERROR ? lexer.error : "text after the game termination marker");
        }
    }

    /** A cut game always ends in an error (its end was never read): say why it really stopped. */
    private void tooLong(int limit) {
        int errorLine = error != null ? error.line() : lexer.tokenLine;
        int errorColumn = error != null ? error.column() : lexer.tokenColumn;
        error = new PgnSyntaxError("game text is longer than " + limit + " bytes; reading stopped",
                errorLine, errorColumn);
        termination = null;
    }

    private void failHere(String message) {
        error = new PgnSyntaxError(message, lexer.tokenLine, lexer.tokenColumn);
    }
}
