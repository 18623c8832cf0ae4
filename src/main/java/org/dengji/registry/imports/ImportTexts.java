package org.dengji.registry.imports;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.dengji.common.i18n.Language;

/**
 * The messages of import errors and warnings, one per {@link ImportCode} and language, read from
 * {@code registry/import-messages_<language>.properties} (UTF-8). A message names its values
 * {@code {0}}, {@code {1}} …; they are put in as they are, so an apostrophe in a message is just an
 * apostrophe. Both files are read once and checked at start: a code without a message in either
 * language stops the service rather than show a reader an empty line.
 */
public final class ImportTexts {

    private static final Map<Language, Properties> TEXTS = load();

    private ImportTexts() {
    }

    public static String message(ImportCode code, List<String> args, Language language) {
        String pattern = TEXTS.get(language).getProperty(code.name());
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            int close = c == '{' ? pattern.indexOf('}', i) : -1;
            Integer index = close > i ? index(pattern.substring(i + 1, close)) : null;
            if (index != null && index < args.size()) {
                out.append(args.get(index));
                i = close;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static Integer index(String text) {
        return text.matches("\\d") ? Integer.valueOf(text) : null;
    }

    private static Map<Language, Properties> load() {
        Map<Language, Properties> texts = new EnumMap<>(Language.class);
        for (Language language : Language.values()) {
            String file = "registry/import-messages_" + (language == Language.ZH ? "zh" : "en") + ".properties";
            Properties p = read(file);
            for (ImportCode code : ImportCode.values()) {
                if (p.getProperty(code.name(), "").isBlank()) {
                    throw new IllegalStateException(file + " has no message for " + code);
                }
            }
            texts.put(language, p);
        }
        return texts;
    }

    private static Properties read(String file) {
        try (InputStream in = ImportTexts.class.getClassLoader().getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("missing " + file);
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
