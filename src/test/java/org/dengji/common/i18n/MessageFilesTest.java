package org.dengji.common.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The message files are read by Qute, not as Java properties: a {@code \\uXXXX} escape, a {@code \\ }
 * or {@code \\t} is shown as written, and spaces at either end of a value are dropped. Such a value
 * would show the reader an escape or lose its space, so none may be written.
 */
class MessageFilesTest {

    private static final Pattern JAVA_ONLY_ESCAPE = Pattern.compile("\\\\(u[0-9a-fA-F]{4}|[ t:=#!])");

    @Test
    void messageFilesUseNoEscapeThatQuteDoesNotRead() throws IOException {
        List<String> offences = new ArrayList<>();
        List<Path> files = files();
        assertFalse(files.isEmpty(), "message files found");
        for (Path file : files) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isBlank() || line.strip().startsWith("#")) {
                    continue;
                }
                if (JAVA_ONLY_ESCAPE.matcher(line).find()) {
                    offences.add(file.getFileName() + ":" + (i + 1) + ": escape Qute shows as written: " + line);
                }
                if (!line.contains("=")) {
                    offences.add(file.getFileName() + ":" + (i + 1) + ": not key=value: " + line);
                }
            }
        }
        assertEquals(List.of(), offences);
    }

    private static List<Path> files() throws IOException {
        try (Stream<Path> walk = Files.list(Path.of("src", "main", "resources", "messages"))) {
            return walk.filter(p -> p.toString().endsWith(".properties")).sorted().toList();
        }
    }
}
