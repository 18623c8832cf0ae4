package org.dengji.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project's style rules that a machine can check, kept in the build: four-space indentation
 * (no tabs), no trailing spaces, lines a reader can take in, small files.
 */
class SourceLayoutTest {

    private static final int MAIN_LINE_LIMIT = 130;
    private static final int FILE_LINE_LIMIT = 500;

    @Test
    void javaSourcesFollowTheLayoutRules() throws IOException {
        List<String> offences = new ArrayList<>();
        for (Path file : javaSources()) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            boolean main = file.startsWith(Path.of("src", "main"));
            if (lines.size() > FILE_LINE_LIMIT) {
                offences.add(file + ": " + lines.size() + " lines (split it by concept)");
            }
            for (int i = 0; i < lines.size(); i++) {
                check(file, i + 1, lines.get(i), main, offences);
            }
        }
        assertEquals(List.of(), offences);
    }

    private static void check(Path file, int number, String line, boolean main, List<String> offences) {
        if (line.indexOf('\t') >= 0) {
            offences.add(file + ":" + number + ": tab");
        }
        if (!line.isEmpty() && Character.isWhitespace(line.charAt(line.length() - 1))) {
            offences.add(file + ":" + number + ": trailing space");
        }
        if (main && line.length() > MAIN_LINE_LIMIT) {
            offences.add(file + ":" + number + ": " + line.length() + " characters");
        }
    }

    private static List<Path> javaSources() throws IOException {
        assertTrue(Files.isDirectory(Path.of("src", "main", "java")), "run from the project directory");
        try (Stream<Path> walk = Files.walk(Path.of("src"))) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }
}
