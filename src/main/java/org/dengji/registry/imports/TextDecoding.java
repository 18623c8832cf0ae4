package org.dengji.registry.imports;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.dengji.rules.pgn.PgnDecoder;
import org.dengji.rules.pgn.PgnEncodingException;

/**
 * The text of an uploaded file: a byte order mark decides (UTF-8, UTF-16); else the rules engine's
 * choice for PGN files, which come from the same programs and spreadsheets: UTF-8, GB18030 (which
 * Chinese spreadsheets still save) or windows-1252 (ISO-8859-1 and the Western European programs'
 * files, "Müller", "Réti"), told apart by how their non-ASCII bytes read. Bytes that read as none of
 * them are read as GB18030, as before, and the file's own checks say what is wrong with it.
 */
public final class TextDecoding {

    public static final Charset GB18030 = Charset.forName("GB18030");

    private TextDecoding() {
    }

    /** The encoding that {@link #decode} uses for {@code bytes}. */
    public static Charset detect(byte[] bytes) {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return StandardCharsets.UTF_8;
        }
        if (startsWith(bytes, 0xFF, 0xFE)) {
            return StandardCharsets.UTF_16LE;
        }
        if (startsWith(bytes, 0xFE, 0xFF)) {
            return StandardCharsets.UTF_16BE;
        }
        try {
            return PgnDecoder.encodingOf(bytes);
        } catch (PgnEncodingException none) {
            return GB18030;
        }
    }

    /** The text, without its byte order mark. */
    public static String decode(byte[] bytes) {
        String text = new String(bytes, detect(bytes));
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
