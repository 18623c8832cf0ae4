package org.dengji.registry.pgn;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dengji.rules.game.GameFault;
import org.dengji.rules.game.GameReport;
import org.dengji.rules.game.GameValidator;
import org.dengji.rules.game.Notice;
import org.dengji.rules.game.Severity;
import org.dengji.rules.pgn.GameChunk;
import org.dengji.rules.pgn.PgnDecoder;
import org.dengji.rules.pgn.PgnEncodingException;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.PgnParser;
import org.dengji.rules.pgn.PgnSplitter;

/**
 * The registry's one door to the rules engine for imports: cuts a PGN file into games (the
 * engine's splitter keeps each game's bytes and its place in the file), then parses and validates
 * them on the common pool's threads, in file order.
 */
public final class PgnFile {

    private PgnFile() {
    }

    /**
     * The games of a file in any encoding the engine detects (UTF-8, UTF-16 with a byte order mark,
     * GB18030 as Chinese score programs save, windows-1252 and ISO-8859-1 as Western ones save):
     * the engine hands them on as UTF-8.
     *
     * @throws Unreadable when the bytes are in none of those encodings
     */
    public static List<CheckedGame> check(byte[] bytes) {
        List<GameChunk> chunks = new ArrayList<>();
        try (PgnSplitter splitter = new PgnSplitter(PgnDecoder.detecting(new ByteArrayInputStream(bytes)))) {
            for (GameChunk c = splitter.next(); c != null; c = splitter.next()) {
                chunks.add(c);
            }
        } catch (PgnEncodingException e) {
            throw new Unreadable(e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return chunks.parallelStream().map(PgnFile::check).toList();
    }

    /** A file in no encoding the engine reads: one error for the whole file. */
    public static final class Unreadable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message, null, false, false);
        }
    }

    static CheckedGame check(GameChunk chunk) {
        PgnGame game = PgnParser.parse(chunk);
        GameReport report = GameValidator.validate(game);
        CheckedGame.Verdict verdict = switch (report.status()) {
            case VALID -> CheckedGame.Verdict.VALID;
            case INVALID -> CheckedGame.Verdict.INVALID;
            case UNSUPPORTED -> CheckedGame.Verdict.UNSUPPORTED;
        };
        Optional<CheckedGame.Fault> fault = report.fault().map(f -> fault(f, report.plies()));
        List<String> warnings = report.notices(Severity.WARNING).stream().map(PgnFile::warning).toList();
        return new CheckedGame(chunk.index(), game.line(), new String(chunk.bytes(), StandardCharsets.UTF_8).strip(),
                tag(game, "Round"), tag(game, "White"), tag(game, "Black"), tag(game, "WhiteFideId"),
                tag(game, "BlackFideId"), tag(game, "Board"), game.termination().map(t -> t.result().marker())
                        .orElse(null), verdict, report.plies(), fault, warnings);
    }

    private static CheckedGame.Fault fault(GameFault f, int plies) {
        return new CheckedGame.Fault(f.code().name(), f.message(), plies, f.line(), f.column());
    }

    private static String warning(Notice n) {
        return n.code().name() + ": " + n.message();
    }

    private static String tag(PgnGame game, String name) {
        return game.tagValue(name).map(String::strip).filter(v -> !v.isEmpty() && !v.equals("?")).orElse(null);
    }
}
