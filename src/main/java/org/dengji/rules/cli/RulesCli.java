package org.dengji.rules.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Arrays;

/**
  * The rules engine from a shell, with no server: {@code java -cp target/classes
  * org.dengji.rules.cli.RulesCli <command> ...}. {@link #run} returns the exit status so that
  * tests can call it: 0 when the command ran, 1 on an I/O error, 2 on bad usage.
  */
public final class RulesCli {
    static final int OK = 0;
    static final int IO_ERROR = 1;
    static final int USAGE = 2;

    static final String USAGE_TEXT = String.join("\n",
            "usage: java -cp target/classes org.dengji.rules.cli.RulesCli <command>",
            "  perft '<FEN>|startpos' <depth>    leaf nodes at depth (last line: the count)",
            "  divide '<FEN>|startpos' <depth>   nodes under each legal move, then the total",
            "  validate <file.pgn> [--threads N] [--charset NAME]",
            "                                    one line per game: number, VALID|INVALID, plies,",
            "                                    code, message; then encoding: <charset> and a",
            "                                    summary line (charset detected unless given)",
            "  bench                             perft nodes/s and validation games/s",
            "exit status: 0 ran, 1 I/O error, 2 bad usage");

    private RulesCli() {}

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        PrintWriter writer = new PrintWriter(out, false);
        PrintWriter errors = new PrintWriter(err, false);
        try {
            return dispatch(args, writer, errors);
        } catch (UsageException e) {
            err.println("error: " + e.getMessage());
            err.println(USAGE_TEXT);
            return USAGE;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return IO_ERROR;
        } finally {
            writer.flush();
            errors.flush();
        }
    }

    private static int dispatch(String[] args, PrintWriter out, PrintWriter err) throws UsageException, IOException {
        if (args.length == 0) {
            throw new UsageException("no command");
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "perft" -> PerftCommand.perft(rest, out);
            case "divide" -> PerftCommand.divide(rest, out);
            case "validate" -> ValidateCommand.run(rest, out, err);
            case "bench" -> BenchCommand.run(rest, out);
            default -> throw new UsageException("unknown command: " + args[0]);
        }
        return OK;
    }
}
