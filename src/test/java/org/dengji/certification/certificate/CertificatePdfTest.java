package org.dengji.certification.certificate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * The PDF certificate in the configured fonts: the common characters in the CJK font, CJK Extension
 * B in the font that covers it (Debian's fonts-hanazono), a placeholder and a report for what no
 * font has, and, when no font can be read, the Latin text only.
 */
class CertificatePdfTest {

    private static final Path WQY = Path.of("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc");
    private static final Path HANAZONO_B = Path.of("/usr/share/fonts/truetype/hanazono/HanaMinB.ttf");
    private static final FontChain DEFAULT = new FontChain(List.of(WQY, HANAZONO_B));

    private static PrintedCertificate named(String name) {
        return new PrintedCertificate("3300-2025-FIRST_CLASS-0007", name, "一级棋士", "First class", "浙江省", "Zhejiang",
                LocalDate.of(2025, 7, 8), "K7M2QX9P",
                "https://dengji.example/verify/3300-2025-FIRST_CLASS-0007?code=K7M2QX9P", false);
    }

    private static String text(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void shouldPrintTheChineseTextWithTheInstalledFont() throws IOException {
        assumeTrue(Files.isReadable(WQY), "fonts-wqy-microhei is not installed");
        byte[] pdf = new CertificatePdf(new FontChain(List.of(WQY))).render(named("王浩然"), false);
        String text = text(pdf);
        assertTrue(text.contains("王浩然") && text.contains("一级棋士") && text.contains("K7M2QX9P"), text);
        assertTrue(pdf.length < 200_000, "only a subset of the font is embedded: " + pdf.length + " bytes");
    }

    @Test
    void shouldPrintCjkExtensionBInTheFontThatCoversIt() throws IOException {
        assumeTrue(Files.isReadable(WQY) && Files.isReadable(HANAZONO_B),
                "fonts-wqy-microhei or fonts-hanazono is not installed");
        byte[] pdf = new CertificatePdf(DEFAULT).render(named("王𬌗𠀀"), false);
        String text = text(pdf);
        assertTrue(text.contains("王𬌗𠀀"), text);
        assertTrue(text.contains("一级棋士"), text);
        assertEquals(List.of(), DEFAULT.unprintable("王𬌗𠀀"));
        assertTrue(pdf.length < 400_000, "subsets of both fonts, not the fonts: " + pdf.length + " bytes");
    }

    @Test
    void shouldPrintAPlaceholderForWhatNoFontHasAndReportIt() throws IOException {
        assumeTrue(Files.isReadable(WQY), "fonts-wqy-microhei is not installed");
        String text = text(new CertificatePdf(DEFAULT).render(named("王😀浩\u0007然"), false));
        assertTrue(text.contains("王□浩□然"), text);
        assertEquals(List.of("U+1F600", "U+0007"), DEFAULT.unprintable("王😀浩\u0007然😀"));
    }

    @Test
    void shouldPrintAHanAndLatinNameInOneLine() throws IOException {
        assumeTrue(Files.isReadable(WQY), "fonts-wqy-microhei is not installed");
        String text = text(new CertificatePdf(DEFAULT).render(named("王浩然 Wang Haoran"), false));
        assertTrue(text.contains("王浩然 Wang Haoran"), text);
    }

    @Test
    void shouldStillPrintTheLatinTextWhenTheFontIsMissing() throws IOException {
        FontChain none = new FontChain(List.of(Path.of("/nonexistent/font.ttc")));
        String text = text(new CertificatePdf(none).render(named("王浩然 Wang"), false));
        assertTrue(text.contains("3300-2025-FIRST_CLASS-0007") && text.contains("Zhejiang"), text);
        assertTrue(text.contains("??? Wang"), text);
        assertFalse(text.contains("王"), text);
        assertEquals(List.of("U+738B", "U+6D69", "U+7136"), none.unprintable("王浩然 Wang"));
    }

    @Test
    void shouldSayAcrossItsHeadThatADemoCertificateIsNoRealOne() throws Exception {
        String demo = text(new CertificatePdf(DEFAULT).render(named("王浩然"), true));
        assertTrue(demo.contains("DEMO DATA"), demo);
        assertTrue(demo.contains("演示数据"), demo);
        String real = text(new CertificatePdf(DEFAULT).render(named("王浩然"), false));
        assertFalse(real.contains("DEMO DATA"), real);
    }
}
