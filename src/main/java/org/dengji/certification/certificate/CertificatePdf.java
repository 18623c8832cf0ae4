package org.dengji.certification.certificate;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * A certificate as a PDF, A4 landscape, with the QR code of its verification address drawn as
 * vector rectangles. Text is drawn in the fonts of the chain, character by character in the first
 * that has it (a subset of each font used is embedded, so the file stays small): a name with a
 * character of CJK Extension B prints in the font that covers it, and a character no font has is a
 * visible placeholder, never a failure. Where no CJK font can be read the certificate is still made,
 * in its Latin text only.
 */
public final class CertificatePdf {

    private static final float WIDTH = PDRectangle.A4.getHeight();
    private static final float HEIGHT = PDRectangle.A4.getWidth();
    private static final String HEADING_ZH = "国际象棋运动员技术等级证书";
    private static final String DEMO_ZH = "演示数据 · 非真实证书";
    private static final String DEMO_EN = "DEMO DATA · NOT A REAL CERTIFICATE";

    private final FontChain chain;

    public CertificatePdf(FontChain chain) {
        this.chain = chain;
    }

    /** {@code demo}: the registry holds demo data, and the certificate says so, in red, above its heading. */
    public byte[] render(PrintedCertificate c, boolean demo) {
        try (PDDocument doc = new PDDocument(); DocumentFonts fonts = new DocumentFonts(doc, chain.faces())) {
            PDPage page = new PDPage(new PDRectangle(WIDTH, HEIGHT));
            doc.addPage(page);
            try (PDPageContentStream s = new PDPageContentStream(doc, page)) {
                frame(s);
                PageText text = new PageText(s, chain, fonts);
                write(text, chain.printsAll(HEADING_ZH), c);
                if (demo) {
                    s.setNonStrokingColor(0.75f, 0f, 0f);
                    text.centre(14, WIDTH, HEIGHT - 62, chain.printsAll(DEMO_ZH) ? DEMO_ZH + "  " + DEMO_EN : DEMO_EN);
                    s.setNonStrokingColor(0f, 0f, 0f);
                }
                qr(s, QrCode.of(c.verifyUrl()), WIDTH - 210, 70, 150);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("the certificate PDF could not be written in memory", e);
        }
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

    private static void write(PageText text, boolean printsChinese, PrintedCertificate c) throws IOException {
        float y = HEIGHT - 110;
        if (printsChinese) {
            text.centre(30, WIDTH, y, HEADING_ZH);
            y -= 34;
        }
        text.centre(printsChinese ? 16 : 26, WIDTH, y, "Chess Title Certificate");
        y -= 60;
        String[][] lines = {
            {"姓名", "Name", c.name()},
            {"称号", "Title", printsChinese ? c.titleZh() + "  " + c.titleEn() : c.titleEn()},
            {"批准单位", "Issued by", printsChinese ? c.issuerZh() + "  " + c.issuerEn() : c.issuerEn()},
            {"批准日期", "Date of issue", c.issuedOn().toString()},
            {"证书编号", "Certificate No.", c.number()},
            {"验证码", "Verification code", c.verificationCode()},
        };
        for (String[] line : lines) {
            String label = printsChinese ? line[0] + " " + line[1] : line[1];
            text.write(15, 80, y, label + ":  " + line[2]);
            y -= 30;
        }
        if (c.revoked()) {
            text.write(18, 80, y - 10, printsChinese ? "已撤销 REVOKED" : "REVOKED");
        }
        text.write(9, WIDTH - 230, 55, printsChinese ? "扫码核验 Scan to verify" : "Scan to verify");
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
