package org.dengji.rules.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
  * Turns a PGN file in any of the encodings met in practice into the UTF-8 the splitter and the
  * parser read, so that a name saved as GB18030 arrives as its Chinese characters and one saved
  * as Latin-1 as its accented letters, never as replacement marks or as Chinese.
  *
  * <p>Detection, when no charset is given: a byte order mark first (UTF-8, UTF-16LE, UTF-16BE);
  * else, at the first non-ASCII byte, {@link EncodingGuess} chooses UTF-8, GB18030 (which
  * includes GBK and GB2312) or windows-1252 (for ISO-8859-1 too) from the next
  * {@value #WINDOW} bytes. Text that looks like UTF-16 without a mark, or whose non-ASCII bytes
  * read as none of those, is refused with one {@link PgnEncodingException}.
  *
  * <p>UTF-8 is handed on as it is and single-byte encodings are transcoded by table
  * ({@link SingleByteTable}), both with ASCII copied eight bytes at a time; others go through a
  * {@link CharsetDecoder}. A few stray bytes that do not decode (a Latin-1 no-break space in one
  * player's name in a UTF-8 file) do not condemn a file of thousands of games: each is read as
  * U+FFFD and listed in {@link #warnings()}, never replaced silently.
  */
public final class PgnDecoder extends InputStream {
    /** Bytes looked at from the first non-ASCII byte on to choose the encoding. */
    static final int WINDOW = 64 * 1024;
    /** Warnings listed one by one; beyond them they are only counted. */
    public static final int MAX_WARNINGS = 100;

    private static final VarHandle LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final byte[] REPLACEMENT = {(byte) 0xef, (byte) 0xbf, (byte) 0xbd};

    private final InputStream in;
    private final Charset requested;
    private Charset charset;
    private boolean decided;
    /** Set when the text is transcoded by a {@link CharsetDecoder}. */
    private CharsetDecoder decoder;
    /** Set when the text is in a single-byte encoding, transcoded by table. */
    private SingleByteTable singleByte;
    private boolean finished;

    private byte[] raw = new byte[WINDOW * 2];
    private int rawPos;
    private int rawLimit;
    private boolean rawEof;
    /** Input bytes before {@code raw[0]}, for the byte offsets of warnings and errors. */
    private long consumed;

    /** Decoded bytes waiting to be read (transcoding, replacements). */
    private ByteBuffer pending = ByteBuffer.allocate(0);
    private final CharBuffer chars = CharBuffer.allocate(WINDOW / 2);
    private final List<String> warnings = new ArrayList<>();
    private int warningCount;

    private PgnDecoder(InputStream in, Charset requested) {
        this.in = in;
        this.requested = requested;
    }

    /** Reads {@code in}, detecting its encoding. */
    public static PgnDecoder detecting(InputStream in) {
        return new PgnDecoder(in, null);
    }

    /** Reads {@code in} as {@code charset} (a byte order mark of that charset is skipped); null detects. */
    /**
     * The encoding {@link #detecting} would read a text held in memory as, for other files than PGN
     * (tournament reports, standings) that come from the same programs and the same spreadsheets:
     * UTF-8 for text that is all ASCII, else the choice made at its first non-ASCII byte. A byte
     * order mark is the caller's to look at first.
     *
     * @throws PgnEncodingException when the bytes read as none of UTF-8, GB18030 and windows-1252
     */
    public static Charset encodingOf(byte[] bytes) throws PgnEncodingException {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] < 0) {
                int before = i > 0 ? bytes[i - 1] : ' ';
                return EncodingGuess.of(bytes, i, Math.min(bytes.length, i + WINDOW), before, i);
            }
        }
        return StandardCharsets.UTF_8;
    }

    public static PgnDecoder of(InputStream in, Charset charset) {
        return new PgnDecoder(in, charset);
    }

    /**
      * The encoding read: the one given, or the one detected so far (UTF-8 while only ASCII has
      * been seen, which reads the same in all three). Final once the stream has been read.
      */
    public Charset charset() {
        return charset != null ? charset : StandardCharsets.UTF_8;
    }

    /** Bytes that did not decode and were read as U+FFFD, one English sentence each (the first {@value #MAX_WARNINGS}). */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** How many undecodable places were met in all. */
    public int warningCount() {
        return warningCount;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (charset == null && !start()) {
            return -1;
        }
        while (true) {
            if (pending.hasRemaining()) {
                int n = Math.min(len, pending.remaining());
                pending.get(b, off, n);
                return n;
            }
            int n = decoder != null ? transcode()
                    : singleByte != null ? passSingleByte(b, off, len) : passUtf8(b, off, len);
            if (n != 0) {
                return n;
            }
        }
    }

    /** Reads the head, skips a byte order mark and sets the charset; false for an empty stream. */
    private boolean start() throws IOException {
        while (rawLimit < 4 && fillRaw()) {
            // at least four bytes, or the end
        }
        Charset bom = byteOrderMark();
        if (requested != null) {
            charset = requested;
            if (bom != null && bom.equals(requested)) {
                rawPos = bom == StandardCharsets.UTF_8 ? 3 : 2;
            }
            decided = true;
        } else if (bom != null) {
            charset = bom;
            rawPos = bom == StandardCharsets.UTF_8 ? 3 : 2;
            decided = true;
        } else {
            refuseUtf16WithoutMark();
            charset = StandardCharsets.UTF_8;
        }
        if (!charset.equals(StandardCharsets.UTF_8)) {
            startTranscoding(charset);
        }
        return rawLimit > rawPos || !rawEof;
    }

    private Charset byteOrderMark() {
        int b0 = rawLimit > 0 ? raw[0] & 0xff : -1;
        int b1 = rawLimit > 1 ? raw[1] & 0xff : -1;
        int b2 = rawLimit > 2 ? raw[2] & 0xff : -1;
        if (b0 == 0xef && b1 == 0xbb && b2 == 0xbf) {
            return StandardCharsets.UTF_8;
        }
        if (b0 == 0xff && b1 == 0xfe) {
            return StandardCharsets.UTF_16LE;
        }
        return b0 == 0xfe && b1 == 0xff ? StandardCharsets.UTF_16BE : null;
    }

    private void refuseUtf16WithoutMark() throws IOException {
        while (rawLimit < 512 && fillRaw()) {
            // enough bytes to see the pattern
        }
        String utf16 = TextEncodings.utf16WithoutBom(raw, 0, rawLimit);
        if (utf16 != null) {
            throw new PgnEncodingException("the file looks like " + utf16 + " text without a byte order mark;"
                    + " save it as UTF-8, or as UTF-16 with a byte order mark, or name its encoding");
        }
    }

    private void startTranscoding(Charset cs) {
        singleByte = cs.equals(EncodingGuess.WINDOWS_1252) ? SingleByteTable.WINDOWS_1252
                : SingleByteTable.of(cs).orElse(null);
        if (singleByte == null) {
            decoder = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
        }
    }

    /**
      * Hands out UTF-8 bytes unchanged after checking them; an invalid byte becomes U+FFFD with a
      * warning. Undecided until the first non-ASCII byte, where {@link #decide()} chooses.
      */
    private int passUtf8(byte[] b, int off, int len) throws IOException {
        if (rawPos == rawLimit && !fillRaw()) {
            return -1;
        }
        int end = Math.min(rawLimit, rawPos + len);
        int i = rawPos;
        while (i < end) {
            if (i + 8 <= end && ((long) LONGS.get(raw, i) & 0x8080_8080_8080_8080L) == 0) {
                i += 8; // eight ASCII bytes at once: most of any PGN file
                continue;
            }
            if (raw[i] >= 0) {
                i++;
                continue;
            }
            if (i > rawPos && !decided) {
                break; // hand out the ASCII before the first non-ASCII byte, then decide
            }
            if (!decided) {
                decide();
                return 0;
            }
            int k = TextEncodings.utf8SequenceLength(raw, i, rawLimit);
            if (k > 0 && i + k <= end) {
                i += k;
                continue;
            }
            if (i > rawPos) {
                break; // hand out the valid run before this sequence first
            }
            return passOneSequence(k);
        }
        int n = i - rawPos;
        System.arraycopy(raw, rawPos, b, off, n);
        rawPos = i;
        return n;
    }

    /** The sequence at {@link #rawPos} is longer than the space asked for, cut by the buffer, or invalid. */
    private int passOneSequence(int length) throws IOException {
        if (length > 0) {
            pending = ByteBuffer.wrap(java.util.Arrays.copyOfRange(raw, rawPos, rawPos + length));
            rawPos += length;
        } else if (length == 0 && !rawEof) {
            fillRaw(); // the sequence goes on in bytes not read yet
        } else {
            replaceByte();
        }
        return 0;
    }

    /** One byte that decodes in nothing: read as U+FFFD, with a warning. */
    private void replaceByte() {
        warn(consumed + rawPos, raw[rawPos] & 0xff);
        rawPos++;
        pending = ByteBuffer.wrap(REPLACEMENT);
    }

    private void warn(long offset, int value) {
        warningCount++;
        if (warnings.size() < MAX_WARNINGS) {
            warnings.add(String.format("byte offset %d: byte \\x%02x is not %s; read as U+FFFD", offset, value,
                    charset().name()));
        }
    }

    /** At the first non-ASCII byte: chooses the encoding on the window that starts there. */
    private void decide() throws IOException {
        int before = rawPos > 0 ? raw[rawPos - 1] : ' '; // the byte left of the window, before filling moves it
        while (rawLimit - rawPos < WINDOW && fillRaw()) {
            // the window, or the rest of the file
        }
        int windowEnd = Math.min(rawLimit, rawPos + WINDOW);
        decided = true;
        charset = EncodingGuess.of(raw, rawPos, windowEnd, before, consumed + rawPos);
        if (!charset.equals(StandardCharsets.UTF_8)) {
            startTranscoding(charset);
        }
    }

    /**
      * Hands out text in a single-byte encoding as UTF-8: runs of ASCII unchanged, each other byte
      * as its UTF-8 bytes from the table; a byte the encoding leaves undefined as U+FFFD with a
      * warning.
      */
    private int passSingleByte(byte[] b, int off, int len) throws IOException {
        if (rawPos == rawLimit && !fillRaw()) {
            return -1;
        }
        int out = off;
        int outEnd = off + len;
        while (rawPos < rawLimit && out < outEnd) {
            int run = asciiRunEnd(rawPos, Math.min(rawLimit, rawPos + outEnd - out)) - rawPos;
            System.arraycopy(raw, rawPos, b, out, run);
            rawPos += run;
            out += run;
            if (rawPos == rawLimit || out == outEnd) {
                break;
            }
            byte[] utf8 = singleByte.utf8(raw[rawPos]);
            if (utf8 != null && out + utf8.length <= outEnd) {
                System.arraycopy(utf8, 0, b, out, utf8.length);
                out += utf8.length;
                rawPos++;
            } else if (out == off) {
                return passOneCharacter(utf8);
            } else {
                break; // hand out what is ready, the character next time
            }
        }
        return out - off;
    }

    /** A character that does not fit the space asked for, or an undefined byte: through {@link #pending}. */
    private int passOneCharacter(byte[] utf8) {
        if (utf8 == null) {
            replaceByte();
        } else {
            pending = ByteBuffer.wrap(utf8);
            rawPos++;
        }
        return 0;
    }

    /** The end of the run of ASCII bytes from {@code from}, looked at eight bytes at a time. */
    private int asciiRunEnd(int from, int limit) {
        int i = from;
        while (i + 8 <= limit && ((long) LONGS.get(raw, i) & 0x8080_8080_8080_8080L) == 0) {
            i += 8;
        }
        while (i < limit && raw[i] >= 0) {
            i++;
        }
        return i;
    }

    /** Decodes the next stretch into {@link #pending}; -1 at the end. */
    private int transcode() throws IOException {
        if (finished) {
            return -1;
        }
        chars.clear();
        while (chars.position() == 0) {
            ByteBuffer source = ByteBuffer.wrap(raw, rawPos, rawLimit - rawPos);
            boolean last = rawEof;
            CoderResult r = decoder.decode(source, chars, last);
            int before = rawPos;
            rawPos = source.position();
            if (r.isError()) {
                warn(consumed + rawPos, raw[rawPos] & 0xff);
                rawPos += r.length();
                chars.put('\ufffd');
            } else if (r.isUnderflow() && !fillRaw()) {
                if (last && rawPos == rawLimit && before == rawPos) {
                    decoder.flush(chars);
                    finished = true;
                    if (chars.position() == 0) {
                        return -1;
                    }
                    break;
                }
            }
        }
        chars.flip();
        pending = StandardCharsets.UTF_8.encode(chars);
        return 0;
    }

    /** Moves the unread bytes to the front, grows if full, reads more; false at the end. */
    private boolean fillRaw() throws IOException {
        if (rawEof) {
            return false;
        }
        if (rawPos > 0) {
            System.arraycopy(raw, rawPos, raw, 0, rawLimit - rawPos);
            consumed += rawPos;
            rawLimit -= rawPos;
            rawPos = 0;
        }
        if (rawLimit == raw.length) {
            raw = java.util.Arrays.copyOf(raw, raw.length * 2);
        }
        int n = in.read(raw, rawLimit, raw.length - rawLimit);
        if (n < 0) {
            rawEof = true;
            return false;
        }
        rawLimit += n;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
