package org.dengji.certification.certificate;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * A text cut into runs for a chain of fonts, each run in the first font of the chain that has glyphs
 * for its characters, and the characters no font prints. Those are drawn as a visible placeholder
 * (□, else U+FFFD, else ?, in the first font that has one) and reported, so that a name is never
 * printed shorter than it is without anyone knowing. Control characters are never drawn, whatever
 * glyph a font maps them to. Variation selectors and other invisible format characters are reported
 * but leave no placeholder: a PDF's plain text drawing would show them as glyphs of their own, and the
 * character they modify is still printed, in its default form.
 *
 * @param runs the runs in the order of the text
 * @param unprintable the code points no font prints, each once, in the order of the text
 */
record TextRuns(List<Run> runs, List<Integer> unprintable) {

    /** Characters of one font, {@code font} being its place in the chain. */
    record Run(int font, String text) {
    }

    private static final int[] PLACEHOLDERS = {0x25A1, 0xFFFD, '?'};

    /** Cuts {@code text}; {@code fonts} says, for each font of the chain in order, which code points it has. */
    static TextRuns of(String text, List<IntPredicate> fonts) {
        Optional<Run> placeholder = placeholder(fonts);
        List<Run> runs = new ArrayList<>();
        Set<Integer> unprintable = new LinkedHashSet<>();
        text.codePoints().forEach(cp -> {
            int font = isDrawable(cp) ? firstCovering(fonts, cp) : -1;
            if (font >= 0) {
                append(runs, font, cp);
                return;
            }
            unprintable.add(cp);
            if (!isInvisible(cp)) {
                placeholder.ifPresent(p -> append(runs, p.font(), p.text().codePointAt(0)));
            }
        });
        return new TextRuns(List.copyOf(runs), List.copyOf(unprintable));
    }

    /** {@code U+1F600}: how a code point is named to people. */
    static String name(int codePoint) {
        return "U+%04X".formatted(codePoint);
    }

    private static Optional<Run> placeholder(List<IntPredicate> fonts) {
        for (int cp : PLACEHOLDERS) {
            int font = firstCovering(fonts, cp);
            if (font >= 0) {
                return Optional.of(new Run(font, Character.toString(cp)));
            }
        }
        return Optional.empty();
    }

    private static int firstCovering(List<IntPredicate> fonts, int cp) {
        for (int i = 0; i < fonts.size(); i++) {
            if (fonts.get(i).test(cp)) {
                return i;
            }
        }
        return -1;
    }

    private static void append(List<Run> runs, int font, int cp) {
        int last = runs.size() - 1;
        if (last >= 0 && runs.get(last).font() == font) {
            runs.set(last, new Run(font, runs.get(last).text() + Character.toString(cp)));
        } else {
            runs.add(new Run(font, Character.toString(cp)));
        }
    }

    private static boolean isDrawable(int cp) {
        return Character.getType(cp) != Character.CONTROL && !isInvisible(cp);
    }

    private static boolean isInvisible(int cp) {
        return Character.getType(cp) == Character.FORMAT || cp >= 0xFE00 && cp <= 0xFE0F
                || cp >= 0xE0100 && cp <= 0xE01EF;
    }
}
