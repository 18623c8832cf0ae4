package org.dengji.rules.cli;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.dengji.rules.game.GameFault;
import org.dengji.rules.game.GameReport;
import org.dengji.rules.game.Notice;
import org.dengji.rules.game.ParallelValidator;

/**
  * {@code validate <file.pgn> [--threads N] [--charset NAME]}: one line per game, in file order,
  * {@code <n>\t<VALID|INVALID>\t<plies or ->\t<code or ->\t<message>}, then
  * {@code encoding: <charset>} (given, or detected: see {@code PgnDecoder}), then
  * {@code games: N valid: V invalid: I seconds: S games/s: G}, always the last line. Bytes read
  * past rather than as games (undecodable bytes, control bytes between games) are warned about
  * on standard error.
  *
  * <p>The plies column is the number of plies validly played (the whole game when valid, the
  * valid prefix otherwise), "-" when the game could not start (bad FEN, unsupported variant).
  * A valid game shows its first warning (or note) in the code and message columns, else "-".
  * An unsupported variant is printed INVALID with the code UNSUPPORTED_VARIANT, a game of Chinese
  * chess with XIANGQI_NOT_CHESS, and both are counted as invalid, so that the summary's counts add
  * up.
  */
final class ValidateCommand {
    private ValidateCommand() {}

    static void run(String[] args, PrintWriter out, PrintWriter err) throws UsageException, IOException {
        Options options = Options.of(args);
        Path file = options.file();
        if (!Files.isReadable(file)) {
            throw new UsageException("cannot read " + file);
        }
        ParallelValidator.Summary summary;
        try (InputStream in = new BufferedInputStream(new FileInputStream(file.toFile()), 1 << 16)) {
            summary = ParallelValidator.validate(in, options.charset(), options.threads(),
                    report -> out.println(line(report)));
        }
        for (String warning : summary.warnings()) {
            err.println("warning: " + warning);
        }
        out.println("encoding: " + summary.encoding().name());
        out.println(summaryLine(summary));
    }

    /** The file, then {@code --threads N} and {@code --charset NAME} in any order. */
    private record Options(Path file, int threads, Charset charset) {
        static Options of(String[] args) throws UsageException {
            if (args.length == 0 || args.length % 2 == 0) {
                throw new UsageException("validate takes one PGN file (and optionally --threads N, --charset NAME)");
            }
            int threads = Runtime.getRuntime().availableProcessors();
            Charset charset = null;
            for (int i = 1; i < args.length; i += 2) {
                switch (args[i]) {
                    case "--threads" -> threads = Arguments.threads(args[i + 1]);
                    case "--charset" -> charset = Arguments.charset(args[i + 1]);
                    default -> throw new UsageException("unknown option for validate: " + args[i]);
                }
            }
            return new Options(Path.of(args[0]), threads, charset);
        }
    }

    static String line(GameReport report) {
        String plies = report.plies() == 0 && isSetupFault(report) ? "-" : String.valueOf(report.plies());
        String status = report.isValid() ? "VALID" : "INVALID";
        String code = "-";
        String message = "-";
        if (report.fault().isPresent()) {
            code = report.fault().get().code().name();
            message = report.fault().get().describe();
        } else if (!report.notices().isEmpty()) {
            Notice first = report.notices().get(0);
            code = first.code().name();
            message = first.describe();
        }
        return report.gameIndex() + "\t" + status + "\t" + plies + "\t" + code + "\t" + oneLine(message);
    }

    static String summaryLine(ParallelValidator.Summary s) {
        return String.format(Locale.ROOT, "games: %d valid: %d invalid: %d seconds: %.3f games/s: %.0f",
                s.games(), s.valid(), s.invalid() + s.unsupported(), s.seconds(), s.gamesPerSecond());
    }

    private static boolean isSetupFault(GameReport report) {
        return report.fault().map(f -> f instanceof GameFault.SetupFault).orElse(false);
    }

    private static String oneLine(String text) {
        return text.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }
}
