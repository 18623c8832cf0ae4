package org.dengji.common;

import java.util.Set;

/** The HTTP methods that only read: a request made with one of them changes nothing. */
public final class HttpMethods {

    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");

    private HttpMethods() {
    }

    public static boolean isRead(String method) {
        return READS.contains(method);
    }
}
