package org.dengji.registry.imports;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The text of an uploaded file: a byte order mark decides (UTF-8, UTF-16); else the bytes are UTF-8
 * when they decode as UTF-8; else they are GB18030, which Chinese spreadsheets still save.
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
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return StandardCharsets.UTF_8;
        } catch (CharacterCodingException notUtf8) {
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
