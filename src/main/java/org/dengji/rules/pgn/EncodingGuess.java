package org.dengji.rules.pgn;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
  * Chooses the encoding of a file without a byte order mark from a window of its bytes that
  * starts at its first non-ASCII byte (ASCII reads the same in every encoding chosen here). The
  * encodings met in practice are of three families: UTF-8; GB18030, with GBK and GB2312 inside
  * it, as Chinese score programs and spreadsheets save; and the Latin family of Western chess
  * programs and databases, ISO-8859-1 and windows-1252. The Latin family is read as
  * windows-1252: the two differ only in 0x80–0x9F, control characters in ISO-8859-1 that no text
  * holds, and quotes, dashes and € in windows-1252, which such files do hold ("men’s").
  *
  * <p>In this order:
  * <ol>
  *   <li>UTF-8 when the window is valid UTF-8, unless it is made of two-byte characters that
  *       look like GB18030 in disguise and the vote below reads it as Chinese (see
  *       {@link Utf8Census}): Latin-1 text is never valid UTF-8 (an accented letter is followed
  *       by an ASCII byte, never by the continuation byte UTF-8 requires).</li>
  *   <li>UTF-8 also when at most {@value #STRAY_LIMIT} bytes are invalid and well-formed
  *       multi-byte sequences outnumber them four to one: a UTF-8 file with a few stray bytes,
  *       each read as U+FFFD with a warning. (GB18030 text holds well-formed UTF-8 by chance:
  *       炮二平一 has three sequences beside two invalid bytes.)</li>
  *   <li>Else GB18030 or windows-1252 by the vote of {@link ClusterVote}: Chinese is pairs of
  *       non-ASCII bytes standing as words, Latin is single accented letters inside words.</li>
  *   <li>Refused, when most clusters are long stretches that neither reads.</li>
  * </ol>
  * The window is bounded: a file is judged on the {@value PgnDecoder#WINDOW} bytes from its
  * first non-ASCII byte on, and the work is the same for a file of any size. Not told apart: other
  * single-byte encodings (Cyrillic windows-1251 and KOI8-R read as GB18030 pairs), Big5, Shift
  * JIS; such files need their encoding named.
  */
final class EncodingGuess {
    /** Invalid bytes that a UTF-8 window may hold and still be UTF-8 with stray bytes. */
    static final int STRAY_LIMIT = 4;
    static final Charset GB18030 = Charset.forName("GB18030");
    static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private EncodingGuess() {}

    /**
      * The encoding of {@code b[from, to)}, where {@code b[from]} is the file's first non-ASCII
      * byte.
      *
      * @param before the byte before {@code from}, a blank when unknown
      * @param offset the file offset of {@code from}, for the message of a refusal
      * @throws PgnEncodingException when the bytes read as none of the three
      */
    static Charset of(byte[] b, int from, int to, int before, long offset) throws PgnEncodingException {
        Utf8Census utf8 = Utf8Census.of(b, from, to);
        if (utf8.errors() == 0) {
            boolean disguised = utf8.looksLikeGb18030(b, from, to, before)
                    && ClusterVote.of(b, from, to, before).reading() == ClusterVote.Reading.CHINESE;
            return disguised ? GB18030 : StandardCharsets.UTF_8;
        }
        if (utf8.errors() <= STRAY_LIMIT && utf8.sequences() >= 4 * utf8.errors()) {
            return StandardCharsets.UTF_8;
        }
        ClusterVote vote = ClusterVote.of(b, from, to, before);
        return switch (vote.reading()) {
            case CHINESE -> GB18030;
            case LATIN -> WINDOWS_1252;
            case NEITHER -> throw refusal(b, vote, offset + vote.firstUnread() - from);
        };
    }

    private static PgnEncodingException refusal(byte[] b, ClusterVote vote, long offset) {
        int n = vote.unread();
        String stretches = n == 1 ? "1 stretch of non-ASCII bytes reads" : n + " stretches of non-ASCII bytes read";
        return new PgnEncodingException(String.format("the file is not UTF-8, GB18030 or windows-1252 text: %s as"
                + " none of them, the first at byte offset %d (\\x%02x); name its encoding", stretches, offset,
                b[vote.firstUnread()] & 0xff));
    }
}
