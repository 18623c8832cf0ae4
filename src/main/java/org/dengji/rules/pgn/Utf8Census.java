package org.dengji.rules.pgn;

/**
  * What a window of bytes says for UTF-8: its well-formed multi-byte sequences, the bytes that
  * start none, and whether any sequence is longer than two bytes.
  *
  * <p>Valid UTF-8 is strong evidence, but not proof, for a short text. A GB18030 character whose
  * lead byte is 0xC2–0xDF and whose second byte is 0xA1–0xBF (about one in seven of GB2312) is
  * also a well-formed two-byte UTF-8 sequence, so a two-character Chinese name can be valid UTF-8
  * by chance: 微山 (CE A2 C9 BD) reads as Greek and IPA letters. Such text reads as two-byte
  * characters of scripts that no word mixes; {@link #looksLikeGb18030} says when.
  *
  * @param sequences well-formed sequences of two to four bytes
  * @param errors bytes that start no well-formed sequence
  * @param longSequences sequences of three or four bytes (CJK, punctuation such as ’ or –)
  */
record Utf8Census(int sequences, int errors, int longSequences) {
    /** The script bit of Latin letters (see {@link #script}). */
    private static final int LATIN = 1;

    /** Counts {@code b[from, to)}; a sequence cut by {@code to} ends the count. */
    static Utf8Census of(byte[] b, int from, int to) {
        int sequences = 0;
        int errors = 0;
        int longSequences = 0;
        for (int i = from; i < to; ) {
            int k = TextEncodings.utf8SequenceLength(b, i, to);
            if (k == 0) {
                break;
            }
            if (k < 0) {
                errors++;
            } else if (k > 1) {
                sequences++;
                longSequences += k > 2 ? 1 : 0;
            }
            i += Math.max(k, 1);
        }
        return new Utf8Census(sequences, errors, longSequences);
    }

    /**
      * True when valid UTF-8 made of two-byte characters only looks like GB18030 in disguise: a
      * cluster of non-ASCII characters mixes scripts (Greek with Cyrillic, Latin with Hebrew...),
      * or is two or more Latin characters standing alone between non-letters, where Latin
      * accented letters sit inside words.
      *
      * @param before the byte before {@code from}, a blank when unknown
      */
    boolean looksLikeGb18030(byte[] b, int from, int to, int before) {
        if (errors > 0 || longSequences > 0) {
            return false;
        }
        int i = from;
        while (i < to) {
            if (b[i] >= 0) {
                i++;
                continue;
            }
            int start = i;
            int scripts = 0;
            int chars = 0;
            while (i + 1 < to && b[i] < 0) {
                scripts |= script(b[i] & 0xff);
                chars++;
                i += 2;
            }
            if (chars == 0) {
                break; // a sequence cut by the window's end
            }
            int left = start > from ? b[start - 1] : before;
            int right = i < to ? b[i] : ' ';
            boolean aloneLatin = scripts == LATIN && chars >= 2 && !TextEncodings.isAsciiLetter(left)
                    && !TextEncodings.isAsciiLetter(right);
            if (Integer.bitCount(scripts) > 1 || aloneLatin) {
                return true;
            }
        }
        return false;
    }

    /**
      * The script block of a two-byte sequence by its lead byte, one bit each: Latin (with IPA and
      * modifier letters), Greek, Cyrillic, Armenian and Hebrew, Arabic, the rest; combining marks
      * (0xCC–0xCD) go with any script and count as none.
      */
    private static int script(int lead) {
        if (lead <= 0xcb) {
            return LATIN;
        }
        if (lead <= 0xcd) {
            return 0;
        }
        if (lead <= 0xcf) {
            return 2;
        }
        if (lead <= 0xd4) {
            return 4;
        }
        if (lead <= 0xd7) {
            return 8;
        }
        return lead <= 0xdb ? 16 : 32;
    }
}
