package org.dengji.certification.certificate;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.jboss.logging.Logger;

/**
 * A certificate as a PDF, A4 landscape, with the QR code of its verification address drawn as
 * vector rectangles. The Chinese text needs a CJK font (a subset of it is embedded, so the file stays
 * small): where the configured font cannot be read, the certificate is still made, in its Latin text
 * only, and the log says why.
 */
public final class CertificatePdf {

    private static final Logger LOG = Logger.getLogger(CertificatePdf.class);
    private static final float WIDTH = PDRectangle.A4.getHeight();
    private static final float HEIGHT = PDRectangle.A4.getWidth();

    private final Path fontFile;

    public CertificatePdf(Path fontFile) {
        this.fontFile = fontFile;
    }

    public byte[] render(PrintedCertificate c) {
        try (PDDocument doc = new PDDocument(); TrueTypeCollection cjk = openFont()) {
            PDFont font = cjk == null ? new PDType1Font(Standard14Fonts.FontName.HELVETICA) : embed(doc, cjk);
            PDPage page = new PDPage(new PDRectangle(WIDTH, HEIGHT));
            doc.addPage(page);
            try (PDPageContentStream s = new PDPageContentStream(doc, page)) {
                frame(s);
                write(s, font, cjk != null, c);
                qr(s, QrCode.of(c.verifyUrl()), WIDTH - 210, 70, 150);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("the certificate PDF could not be written in memory", e);
        }
    }

    private TrueTypeCollection openFont() {
        if (!Files.isReadable(fontFile)) {
            LOG.warnf("The CJK font %s cannot be read: certificates are printed to PDF in Latin text only"
                    + " (install fonts-wqy-microhei or set dengji.certification.pdf-font).", fontFile);
            return null;
        }
        try {
            return new TrueTypeCollection(fontFile.toFile());
        } catch (IOException e) {
            LOG.warnf("The CJK font %s is not a TrueType collection (%s): certificates are printed to PDF in Latin"
                    + " text only.", fontFile, e.getMessage());
            return null;
        }
    }

    /** The collection's first font, embedded as the subset of the glyphs the certificate uses. */
    private static PDFont embed(PDDocument doc, TrueTypeCollection collection) throws IOException {
        List<TrueTypeFont> fonts = new ArrayList<>();
        collection.processAllFonts(fonts::add);
        return PDType0Font.load(doc, fonts.get(0), true);
    }

    private static void frame(PDPageContentStream s) throws IOException {
        s.setLineWidth(3);
        s.setStrokingColor(0.55f, 0.1f, 0.1f);
        s.addRect(28, 28, WIDTH - 56, HEIGHT - 56);
        s.stroke();
        s.setLineWidth(1);
        s.addRect(38, 38, WIDTH - 76, HEIGHT - 76);
        s.stroke();
    }

    private static void write(PDPageContentStream s, PDFont font, boolean chinese, PrintedCertificate c)
            throws IOException {
        float y = HEIGHT - 110;
        if (chinese) {
            centred(s, font, 30, "国际象棋运动员技术等级证书", y);
            y -= 34;
        }
        centred(s, font, chinese ? 16 : 26, "Chess Title Certificate", y);
        y -= 60;
        String[][] lines = {
            {"姓名", "Name", c.name()},
            {"称号", "Title", chinese ? c.titleZh() + "  " + c.titleEn() : c.titleEn()},
            {"批准单位", "Issued by", chinese ? c.issuerZh() + "  " + c.issuerEn() : c.issuerEn()},
            {"批准日期", "Date of issue", c.issuedOn().toString()},
            {"证书编号", "Certificate No.", c.number()},
            {"验证码", "Verification code", c.verificationCode()},
        };
        for (String[] line : lines) {
            String label = chinese ? line[0] + " " + line[1] : line[1];
            text(s, font, 15, 80, y, label + ":  " + (chinese ? line[2] : latin(line[2])));
            y -= 30;
        }
        if (c.revoked()) {
            text(s, font, 18, 80, y - 10, chinese ? "已撤销 REVOKED" : "REVOKED");
        }
        text(s, font, 9, WIDTH - 230, 55, chinese ? "扫码核验 Scan to verify" : "Scan to verify");
    }

    /** Latin text only: what the fallback font cannot show becomes '?', so a missing font never fails a print. */
    private static String latin(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(cp -> out.append(cp >= 0x20 && cp < 0x7f ? (char) cp : '?'));
        return out.toString();
    }

    private static void centred(PDPageContentStream s, PDFont font, float size, String text, float y)
            throws IOException {
        float width = font.getStringWidth(text) / 1000 * size;
        text(s, font, size, (WIDTH - width) / 2, y, text);
    }

    private static void text(PDPageContentStream s, PDFont font, float size, float x, float y, String text)
            throws IOException {
        s.beginText();
        s.setFont(font, size);
        s.setNonStrokingColor(0f, 0f, 0f);
        s.newLineAtOffset(x, y);
        s.showText(text);
        s.endText();
    }

    private static void qr(PDPageContentStream s, QrCode code, float x, float y, float side) throws IOException {
        float module = side / code.size();
        s.setNonStrokingColor(0f, 0f, 0f);
        for (int row = 0; row < code.size(); row++) {
            for (int col = 0; col < code.size(); col++) {
                if (code.isDark(col, row)) {
                    s.addRect(x + col * module, y + side - (row + 1) * module, module, module);
                }
            }
        }
        s.fill();
    }
}
