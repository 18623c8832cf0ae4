package org.dengji.certification.certificate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.IntPredicate;
import org.dengji.certification.certificate.TextRuns.Run;
import org.junit.jupiter.api.Test;

/** Cutting text into runs for a chain of fonts: a Latin font, then one with digits and the placeholder □. */
class TextRunsTest {

    private static final IntPredicate LATIN = cp -> cp >= 'a' && cp <= 'z' || cp == ' ';
    private static final IntPredicate DIGITS = cp -> cp >= '0' && cp <= '9' || cp == 0x25A1;
    private static final List<IntPredicate> CHAIN = List.of(LATIN, DIGITS);

    @Test
    void shouldDrawEachRunInTheFirstFontThatHasIt() {
        TextRuns runs = TextRuns.of("ab 12c", CHAIN);
        assertEquals(List.of(new Run(0, "ab "), new Run(1, "12"), new Run(0, "c")), runs.runs());
        assertEquals(List.of(), runs.unprintable());
    }

    @Test
    void shouldDrawAPlaceholderForWhatNoFontHasAndNameEachOnce() {
        TextRuns runs = TextRuns.of("a😀b😀", CHAIN);
        assertEquals(List.of(new Run(0, "a"), new Run(1, "□"), new Run(0, "b"), new Run(1, "□")), runs.runs());
        assertEquals(List.of(0x1F600), runs.unprintable());
    }

    @Test
    void shouldNeverDrawAControlCharacterEvenWhereAFontMapsIt() {
        TextRuns runs = TextRuns.of("a\tb", List.of(cp -> true));
        assertEquals(List.of(new Run(0, "a□b")), runs.runs());
        assertEquals(List.of(0x09), runs.unprintable());
    }

    @Test
    void shouldLeaveOutVariationSelectorsAndFormatCharactersButReportThem() {
        TextRuns runs = TextRuns.of("a\uFE0Fb\u200Dc\uDB40\uDD00", List.of(cp -> true));
        assertEquals(List.of(new Run(0, "abc")), runs.runs());
        assertEquals(List.of(0xFE0F, 0x200D, 0xE0100), runs.unprintable());
    }

    @Test
    void shouldFallBackToAQuestionMarkWhenNoFontHasTheBox() {
        TextRuns runs = TextRuns.of("a😀", List.of(cp -> cp == 'a' || cp == '?'));
        assertEquals(List.of(new Run(0, "a?")), runs.runs());
        assertEquals("U+1F600", TextRuns.name(runs.unprintable().get(0)));
    }
}
