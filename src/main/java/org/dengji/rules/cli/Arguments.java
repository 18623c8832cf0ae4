package org.dengji.rules.cli;

import java.nio.charset.Charset;
import org.dengji.rules.Fen;
import org.dengji.rules.FenError;
import org.dengji.rules.Position;
import org.dengji.rules.PositionError;
import org.dengji.rules.Result;
import org.dengji.rules.Setup;

/** Reading the command line's positional arguments. */
final class Arguments {
    /** Deeper perft runs for hours; a typo such as 70 for 7 should not start one. */
    static final int MAX_DEPTH = 12;

    private Arguments() {}

    /** The word {@code startpos} or a FEN. */
    static Position position(String text) throws UsageException {
        if (text.equals("startpos")) {
            return Position.startpos();
        }
        Result<Setup, FenError> setup = Fen.parse(text.trim());
        if (!setup.isOk()) {
            throw new UsageException(setup.error().code() + ": " + setup.error().message());
        }
        Result<Position, PositionError> position = Position.of(setup.value());
        if (!position.isOk()) {
            throw new UsageException(position.error().code() + ": " + position.error().message());
        }
        return position.value();
    }

    static int depth(String text) throws UsageException {
        int depth;
        try {
            depth = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsageException("depth must be a number: " + text);
        }
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new UsageException("depth must be between 0 and " + MAX_DEPTH + ": " + text);
        }
        return depth;
    }

    static int threads(String text) throws UsageException {
        try {
            int n = Integer.parseInt(text);
            if (n >= 1 && n <= 256) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("threads must be a number from 1 to 256: " + text);
    }

    /** A charset name the JVM knows: UTF-8, GB18030, GBK, UTF-16LE, UTF-16BE, ... */
    static Charset charset(String text) throws UsageException {
        try {
            return Charset.forName(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("unknown charset: " + text + " (for example UTF-8, GB18030, UTF-16LE)");
        }
    }
}
