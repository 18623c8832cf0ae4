package org.dengji.certification.certificate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.apache.fontbox.ttf.CmapLookup;
import org.jboss.logging.Logger;

/**
 * A configured font that can be read: its file, and which code points it has glyphs for, from its
 * Unicode cmap table. That is the table PDFBox's encoder reads for an embedded TrueType font, so a
 * code point with a glyph here is one {@code showText} can encode. (PDFBox's
 * {@code PDVectorFont.hasGlyph(int)} is no help: it takes a character code of the PDF's encoding,
 * not a Unicode code point.) The table is read once and kept in memory; the file is opened again for
 * each PDF that uses the font.
 */
record FontFace(Path file, CmapLookup cmap) {

    private static final Logger LOG = Logger.getLogger(FontFace.class);

    boolean covers(int codePoint) {
        return cmap.getGlyphId(codePoint) != 0;
    }

    /** The font of {@code file}; empty, with the reason in the log, when it cannot be used. */
    static Optional<FontFace> read(Path file) {
        if (!Files.isReadable(file)) {
            LOG.warnf("The certificate font %s cannot be read: certificates are printed without it (install the"
                    + " font, or list the fonts to use in dengji.certification.pdf-fonts).", file);
            return Optional.empty();
        }
        try (OpenFont open = OpenFont.of(file)) {
            CmapLookup cmap = open.font().getUnicodeCmapLookup(false);
            if (cmap == null) {
                throw new IOException("it has no Unicode cmap table");
            }
            return Optional.of(new FontFace(file, cmap));
        } catch (IOException | RuntimeException e) {
            LOG.warnf("The certificate font %s cannot be used (%s): certificates are printed without it.", file,
                    e.getMessage());
            return Optional.empty();
        }
    }
}
