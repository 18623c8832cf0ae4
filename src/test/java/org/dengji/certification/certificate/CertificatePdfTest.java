package org.dengji.certification.certificate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** The PDF certificate with the CJK font and, when the font is missing, in Latin text only. */
class CertificatePdfTest {

    private static final PrintedCertificate WANG = new PrintedCertificate("3300-2025-FIRST_CLASS-0007", "王浩然",
            "一级棋士", "First class", "浙江省", "Zhejiang", LocalDate.of(2025, 7, 8), "K7M2QX9P",
            "https://dengji.example/verify/3300-2025-FIRST_CLASS-0007?code=K7M2QX9P", false);

    private static String text(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void shouldPrintTheChineseTextWithTheInstalledFont() throws IOException {
        Path font = Path.of("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc");
        org.junit.jupiter.api.Assumptions.assumeTrue(font.toFile().canRead(), "fonts-wqy-microhei is not installed");
        byte[] pdf = new CertificatePdf(font).render(WANG);
        String text = text(pdf);
        assertTrue(text.contains("王浩然") && text.contains("一级棋士") && text.contains("K7M2QX9P"), text);
        assertTrue(pdf.length < 200_000, "only a subset of the font is embedded: " + pdf.length + " bytes");
    }

    @Test
    void shouldStillPrintTheLatinTextWhenTheFontIsMissing() throws IOException {
        String text = text(new CertificatePdf(Path.of("/nonexistent/font.ttc")).render(WANG));
        assertTrue(text.contains("3300-2025-FIRST_CLASS-0007") && text.contains("Zhejiang"), text);
        assertFalse(text.contains("王"), text);
    }
}
