package org.dengji.certification.certificate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The fonts of a certificate in the order they are tried: each character is printed in the first
 * that has a glyph for it. The configured fonts come first (those that cannot be read are left out,
 * and the log says why); the standard Helvetica, which needs no file, comes last, for the Latin text
 * when no configured font can be read. The fonts' tables are read when first needed, once.
 */
public final class FontChain {

    /** Printable ASCII: what Helvetica is trusted with (its WinAnsi encoding holds more, but no CJK). */
    private static final IntPredicate HELVETICA = cp -> cp >= 0x20 && cp < 0x7F;

    private final List<Path> files;
    private volatile List<FontFace> faces;

    public FontChain(List<Path> files) {
        this.files = List.copyOf(files);
    }

    /** {@code text} cut into runs, each in the first font that prints it, and what no font prints. */
    TextRuns runs(String text) {
        List<IntPredicate> coverage = new ArrayList<>();
        faces().forEach(face -> coverage.add(face::covers));
        coverage.add(HELVETICA);
        return TextRuns.of(text, coverage);
    }

    /** The characters of {@code text} that no font prints, named as {@code U+1F600}, each once. */
    public List<String> unprintable(String text) {
        return runs(text).unprintable().stream().map(TextRuns::name).toList();
    }

    /** Whether every character of {@code text} prints. */
    boolean printsAll(String text) {
        return runs(text).unprintable().isEmpty();
    }

    /** The readable configured fonts; Helvetica is the font numbered {@code faces().size()}. */
    List<FontFace> faces() {
        List<FontFace> read = faces;
        if (read == null) {
            synchronized (this) {
                if (faces == null) {
                    faces = files.stream().map(FontFace::read).flatMap(java.util.Optional::stream).toList();
                }
                read = faces;
            }
        }
        return read;
    }
}
