package org.dengji.rules.pgn;

/**
  * Whether text that is not UTF-8 reads better as GB18030 (Chinese) or as windows-1252 (Latin
  * letters), decided by a vote of its clusters.
  *
  * <p>A cluster is what GB18030 would read as one stretch of non-ASCII characters: a lead byte
  * 0x81–0xFE with its second byte (0x40–0x7E or 0x80–0xFE), or with three more (a digit, a byte
  * 0x81–0xFE, a digit), repeated while the next byte is non-ASCII; 0x80, 0xFF and a lead byte
  * followed by anything else are errors. Each cluster casts one vote:
  * <ul>
  *   <li><b>Latin</b> when it has at most three non-ASCII bytes and GB18030 cannot read it
  *       ("½ " or "é "); or when it has a single non-ASCII byte (an accented letter such as é,
  *       0xE9, or a symbol such as ’, 0x92, which GB18030 would pair with the ASCII letter after
  *       it: "Réti" holds é-t, "Nüss" ü-s); or when it has at most three non-ASCII bytes and an
  *       ASCII letter touches it on either side (Latin accented letters sit inside words:
  *       "Conceição", "Ñúñez", "Süß");</li>
  *   <li><b>neither</b> when GB18030 cannot read it and it has four non-ASCII bytes or more
  *       (binary data, or an encoding of another script): no Latin word holds that many accented
  *       letters in a row;</li>
  *   <li><b>Chinese</b> otherwise: Chinese text is pairs of non-ASCII bytes, next to quotes,
  *       blanks, digits and brackets, or long enough (two characters, four bytes) to outweigh a
  *       Latin letter beside it ("GM王皓").</li>
  * </ul>
  * The most votes win; a tie goes to Chinese, then to Latin. A one-character Chinese name whose
  * second byte is an ASCII letter (玥 is AB 68, which windows-1252 reads as «h), alone in a file,
  * therefore reads as Latin; a Chinese file has more Chinese than that.
  */
final class ClusterVote {
    /** The reading the votes choose. */
    enum Reading { CHINESE, LATIN, NEITHER }

    private int chinese;
    private int latin;
    private int neither;
    /** Offset of the first cluster that neither reading explains, for a message; -1 when none. */
    private int firstUnread = -1;

    private ClusterVote() {}

    /**
      * Counts the votes of the clusters in {@code b[from, to)}.
      *
      * @param before the byte before {@code from}, a blank when unknown
      */
    static ClusterVote of(byte[] b, int from, int to, int before) {
        ClusterVote vote = new ClusterVote();
        int i = from;
        while (i < to) {
            i = b[i] >= 0 ? i + 1 : vote.cluster(b, i, to, i > from ? b[i - 1] : before);
        }
        return vote;
    }

    Reading reading() {
        if (chinese > 0 && chinese >= latin && chinese >= neither) {
            return Reading.CHINESE;
        }
        return neither > latin ? Reading.NEITHER : Reading.LATIN;
    }

    /** Clusters that neither GB18030 nor windows-1252 explains. */
    int unread() {
        return neither;
    }

    /** Offset in the window's array of the first such cluster, or -1. */
    int firstUnread() {
        return firstUnread;
    }

    /** Reads the cluster starting at {@code start}, votes, and returns where it ends. */
    private int cluster(byte[] b, int start, int to, int left) {
        int high = 0;
        int errors = 0;
        int i = start;
        do {
            int length = gb18030Length(b, i, to);
            errors += length < 0 ? 1 : 0;
            high += length < 0 ? 1 : nonAscii(b, i, length);
            i += Math.abs(length);
        } while (i < to && b[i] < 0);
        int right = i < to ? b[i] : ' ';
        vote(start, high, errors, TextEncodings.isAsciiLetter(left) || TextEncodings.isAsciiLetter(right));
        return i;
    }

    private void vote(int start, int high, int errors, boolean touchesLetter) {
        if (errors > 0 && high >= 4) {
            neither++;
            firstUnread = firstUnread < 0 ? start : firstUnread;
        } else if (errors > 0 || high == 1 || (high <= 3 && touchesLetter)) {
            latin++;
        } else {
            chinese++;
        }
    }

    /**
      * 2 or 4 for a GB18030 character at {@code i}; -1 for an error, one byte, which a character
      * cut by {@code to} also is (at the end of the file it is one; at the end of a window of a
      * larger file, one cluster among many).
      */
    static int gb18030Length(byte[] b, int i, int to) {
        int lead = b[i] & 0xff;
        if (lead == 0x80 || lead == 0xff || i + 1 >= to) {
            return -1;
        }
        int second = b[i + 1] & 0xff;
        if (second >= 0x30 && second <= 0x39) {
            if (i + 3 >= to) {
                return -1;
            }
            int third = b[i + 2] & 0xff;
            int fourth = b[i + 3] & 0xff;
            return third >= 0x81 && third <= 0xfe && fourth >= 0x30 && fourth <= 0x39 ? 4 : -1;
        }
        return (second >= 0x40 && second <= 0x7e) || (second >= 0x80 && second <= 0xfe) ? 2 : -1;
    }

    private static int nonAscii(byte[] b, int i, int length) {
        int n = 0;
        for (int k = 0; k < length; k++) {
            n += b[i + k] < 0 ? 1 : 0;
        }
        return n;
    }
}
