package org.dengji.certification.certificate;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;

/**
 * A font file opened for reading: a TrueType font, or the first font of a TrueType collection
 * ({@code .ttc}). OpenType fonts with PostScript outlines ({@code OTTO}) are refused: PDFBox embeds
 * TrueType outlines only. The file stays open until this is closed, for the subset is cut from it when
 * the PDF is saved.
 */
final class OpenFont implements Closeable {

    private final Closeable source;
    private final TrueTypeFont font;

    private OpenFont(Closeable source, TrueTypeFont font) {
        this.source = source;
        this.font = font;
    }

    static OpenFont of(Path file) throws IOException {
        String tag = tag(file);
        if (tag.equals("ttcf")) {
            return firstOfCollection(file);
        }
        if (tag.equals("OTTO")) {
            throw new IOException("it has PostScript (CFF) outlines, which cannot be embedded; use a TrueType font");
        }
        RandomAccessReadBufferedFile data = new RandomAccessReadBufferedFile(file.toFile());
        try {
            return new OpenFont(null, new TTFParser().parse(data)); // the font closes its data
        } catch (IOException | RuntimeException e) {
            data.close();
            throw e;
        }
    }

    TrueTypeFont font() {
        return font;
    }

    @Override
    public void close() throws IOException {
        (source == null ? font : source).close();
    }

    private static OpenFont firstOfCollection(Path file) throws IOException {
        TrueTypeCollection collection = new TrueTypeCollection(file.toFile());
        try {
            List<TrueTypeFont> fonts = new ArrayList<>();
            collection.processAllFonts(fonts::add);
            if (fonts.isEmpty()) {
                throw new IOException("the collection holds no font");
            }
            return new OpenFont(collection, fonts.get(0));
        } catch (IOException | RuntimeException e) {
            collection.close();
            throw e;
        }
    }

    /** The first four bytes, which say what kind of font file this is. */
    private static String tag(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(4), StandardCharsets.ISO_8859_1);
        }
    }
}
