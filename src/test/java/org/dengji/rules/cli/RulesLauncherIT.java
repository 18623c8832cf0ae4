package org.dengji.rules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/rules on the packaged engine jar: the same output and exit statuses as RulesCli, from a shell. */
class RulesLauncherIT {
    private static final Path LAUNCHER = Path.of("bin", "rules").toAbsolutePath();

    @TempDir Path dir;

    private record Run(int status, List<String> out, String err) {}

    private Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "bin/rules finished");
        return new Run(process.exitValue(), Files.readAllLines(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void shouldValidateAGb18030FileAndEndWithTheSummary() throws Exception {
        Path file = dir.resolve("games.pgn");
        Files.write(file, ("[White \"丁立人\"]\n[Black \"居文君\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n")
                .getBytes(Charset.forName("GB18030")));
        for (int i = 0; i < 2; i++) { // the first run writes the class-data archive, the second maps it
            Run run = run("validate", file.toString());
            assertEquals(0, run.status(), run.err());
            assertEquals("1\tVALID\t7\t-\t-", run.out().get(0));
            assertEquals("encoding: GB18030", run.out().get(1));
            assertTrue(run.out().get(2).startsWith("games: 1 valid: 1 invalid: 0 "), run.out().toString());
            assertEquals(3, run.out().size(), run.out().toString());
        }
        try (var archives = Files.list(Path.of("target"))) {
            assertTrue(archives.anyMatch(p -> p.getFileName().toString().startsWith("rules-cds-")), "archive kept");
        }
    }

    @Test
    void shouldKeepTheExitStatusesOfRulesCli() throws Exception {
        assertEquals("8902", last(run("perft", "startpos", "3")));
        Run usage = run("validate");
        assertEquals(2, usage.status());
        assertTrue(usage.err().contains("usage:"), usage.err());
        Path utf16 = dir.resolve("utf16.pgn");
        Files.write(utf16, "[White \"a\"]\n\n1. e4 *\n".getBytes(StandardCharsets.UTF_16LE));
        Run refused = run("validate", utf16.toString());
        assertEquals(1, refused.status());
        assertTrue(refused.err().startsWith("error: the file looks like UTF-16LE"), refused.err());
    }

    private static String last(Run run) {
        return run.out().get(run.out().size() - 1);
    }
}
