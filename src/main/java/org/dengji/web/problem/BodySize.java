package org.dengji.web.problem;

/** A number of bytes as people read it in a refusal: 65536 is "64 KiB", 20971520 is "20 MiB". */
final class BodySize {

    private static final long KIB = 1024;
    private static final long MIB = KIB * KIB;

    private BodySize() {
    }

    static String describe(long bytes) {
        if (bytes >= MIB && bytes % MIB == 0) {
            return bytes / MIB + " MiB";
        }
        if (bytes >= KIB && bytes % KIB == 0) {
            return bytes / KIB + " KiB";
        }
        return bytes + " bytes";
    }
}
