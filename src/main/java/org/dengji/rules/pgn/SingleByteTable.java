package org.dengji.rules.pgn;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
  * The UTF-8 bytes of every byte of a single-byte encoding that agrees with ASCII (windows-1252,
  * ISO-8859-1, ...), so that the decoder transcodes such text by a table look-up per non-ASCII
  * byte, allocating nothing, and hands ASCII on unchanged as it does for UTF-8.
  */
final class SingleByteTable {
    static final SingleByteTable WINDOWS_1252 = of(EncodingGuess.WINDOWS_1252).orElseThrow();

    /** The UTF-8 bytes of each byte value; null for a byte the encoding leaves undefined. */
    private final byte[][] utf8;

    private SingleByteTable(byte[][] utf8) {
        this.utf8 = utf8;
    }

    /** The table of {@code charset}, or empty when it is not single-byte or does not agree with ASCII. */
    static Optional<SingleByteTable> of(Charset charset) {
        if (charset.newDecoder().maxCharsPerByte() != 1f || !charset.canEncode()
                || charset.newEncoder().maxBytesPerChar() != 1f) {
            return Optional.empty();
        }
        CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        byte[][] utf8 = new byte[256][];
        for (int value = 0; value < 256; value++) {
            utf8[value] = decode(decoder, value);
            if (value < 0x80 && (utf8[value] == null || utf8[value].length != 1 || utf8[value][0] != value)) {
                return Optional.empty();
            }
        }
        return Optional.of(new SingleByteTable(utf8));
    }

    private static byte[] decode(CharsetDecoder decoder, int value) {
        try {
            CharBuffer chars = decoder.reset().decode(ByteBuffer.wrap(new byte[] {(byte) value}));
            return chars.toString().getBytes(StandardCharsets.UTF_8);
        } catch (CharacterCodingException undefined) {
            return null;
        }
    }

    /** The UTF-8 bytes of the non-ASCII byte {@code b}, or null when the encoding leaves it undefined. */
    byte[] utf8(byte b) {
        return utf8[b & 0xff];
    }
}
