package org.dengji.web.problem;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Jackson's sentence about a syntax error, fit for a client: the parser's option names
 * ({@code JsonReadFeature…}, {@code StreamReadConstraints…}), the source excerpt and Java type names
 * are internals, so they are cut out, and a sentence that still names one is replaced altogether.
 */
final class JsonText {

    static final String GENERIC = "not well-formed JSON";

    /** ": enable `JsonReadFeature.ALLOW_X` to allow" and the like. */
    private static final Pattern OPTION_HINT = Pattern.compile("[:;,]?\\s*(?:enable|disable)\\s+`[^`]*`[^.;:)]*");
    /** "(1000, from `StreamReadConstraints.getMaxNestingDepth()`)" and the like. */
    private static final Pattern QUOTED_ASIDE = Pattern.compile("\\s*\\([^()]*`[^`]*`[^()]*\\)");
    private static final Pattern CODE_ASIDE = Pattern.compile("\\s*\\(code \\d+\\)");
    private static final List<String> SOURCE_MARKERS = List.of(" (start marker", " at [Source", "[Source:");
    private static final List<String> INTERNALS = List.of("`", "Feature", "Constraints", "java.", "javax.",
            "jakarta.", "org.", "com.", "tools.", "Exception");
    private static final int MAX_LENGTH = 200;

    private JsonText() {
    }

    static String describe(String parserMessage) {
        if (parserMessage == null || parserMessage.isBlank()) {
            return GENERIC;
        }
        String text = parserMessage.lines().findFirst().orElse("");
        for (String marker : SOURCE_MARKERS) {
            int at = text.indexOf(marker);
            text = at >= 0 ? text.substring(0, at) : text;
        }
        text = OPTION_HINT.matcher(text).replaceAll("");
        text = QUOTED_ASIDE.matcher(text).replaceAll("");
        text = CODE_ASIDE.matcher(text).replaceAll("").strip();
        if (text.isEmpty() || text.length() > MAX_LENGTH || INTERNALS.stream().anyMatch(text::contains)) {
            return GENERIC;
        }
        return text;
    }
}
