package org.dengji.certification.certificate;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The fonts of one PDF, by their place in the chain. Each is opened and embedded, as the subset of
 * the glyphs the document uses, the first time a run needs it: a certificate whose text one font
 * prints carries that font alone. Close it after the document is saved (the subsets are cut then).
 */
final class DocumentFonts implements Closeable {

    private final PDDocument doc;
    private final List<FontFace> faces;
    private final Map<Integer, PDFont> loaded = new HashMap<>();
    private final List<OpenFont> open = new ArrayList<>();

    DocumentFonts(PDDocument doc, List<FontFace> faces) {
        this.doc = doc;
        this.faces = faces;
    }

    PDFont font(int index) throws IOException {
        PDFont font = loaded.get(index);
        if (font == null) {
            font = load(index);
            loaded.put(index, font);
        }
        return font;
    }

    private PDFont load(int index) throws IOException {
        if (index == faces.size()) {
            return new PDType1Font(Standard14Fonts.FontName.HELVETICA);
        }
        OpenFont file = OpenFont.of(faces.get(index).file());
        open.add(file);
        return PDType0Font.load(doc, file.font(), true);
    }

    @Override
    public void close() throws IOException {
        for (OpenFont file : open) {
            file.close();
        }
    }
}
