package org.dengji.certification.certificate;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * Writes text on a page run by run, each run in the font of the chain that prints it, so that one
 * line may pass from a CJK font to one covering CJK Extension B and back.
 */
final class PageText {

    private final PDPageContentStream stream;
    private final FontChain chain;
    private final DocumentFonts fonts;

    PageText(PDPageContentStream stream, FontChain chain, DocumentFonts fonts) {
        this.stream = stream;
        this.chain = chain;
        this.fonts = fonts;
    }

    void write(float size, float x, float y, String text) throws IOException {
        stream.beginText();
        stream.setNonStrokingColor(0f, 0f, 0f);
        stream.newLineAtOffset(x, y);
        for (TextRuns.Run run : chain.runs(text).runs()) {
            stream.setFont(fonts.font(run.font()), size);
            stream.showText(run.text());
        }
        stream.endText();
    }

    void centre(float size, float pageWidth, float y, String text) throws IOException {
        write(size, (pageWidth - width(size, text)) / 2, y, text);
    }

    private float width(float size, String text) throws IOException {
        float width = 0;
        for (TextRuns.Run run : chain.runs(text).runs()) {
            width += fonts.font(run.font()).getStringWidth(run.text()) / 1000 * size;
        }
        return width;
    }
}
