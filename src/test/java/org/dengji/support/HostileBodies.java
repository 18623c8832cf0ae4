package org.dengji.support;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Malformed, oversized and hostile request bodies, built from a seeded {@link Random} and from the
 * field names the code base reads, so that every body is the same on every run and reaches real
 * fields. Each body is a content type (null: none) and bytes.
 */
public final class HostileBodies {

    /** One body to send. {@code form} bodies get the page's CSRF token added by the caller. */
    public record Body(String kind, String contentType, byte[] bytes, boolean form) {

        static Body json(String kind, String text) {
            return new Body(kind, "application/json", text.getBytes(StandardCharsets.UTF_8), false);
        }
    }

    /** JSON values that have broken parsers, validators, databases and pages elsewhere. */
    static final List<String> JSON_VALUES = List.of("\"\"", "\" \"", "\"\\u0000\\u0001\\u001f\"", "\"\\ud800\"",
            "\"<script>alert(1)</script>\"", "\"'; DROP TABLE organisation; --\"", "\"+999999999-12-31\"",
            "\"-999999999-01-01\"", "\"2020-02-30\"", "\"../../etc/passwd\"", "\"NaN\"", "\"😀\"", "-1", "0",
            "2147483648", "-9223372036854775809", "1e999999999", "-1e-999999999", "0.00001",
            "123456789012345678901234567890.5", "true", "null", "[]", "[null]", "{}", "{\"a\": {\"b\": [{}]}}",
            "[\"NATIONAL\", \"NATIONAL\", \"NATIONAL\", \"NATIONAL\", \"NATIONAL\", \"NATIONAL\"]",
            "{\"GRANDMASTER\": 1e-999999999, \"MASTER\": 2}");

    /** The same, as text for form fields. */
    static final List<String> FORM_VALUES = List.of("", " ", "\u0000\u0001\u001f", "<script>alert(1)</script>",
            "+999999999-12-31", "2020-02-30", "-1", "0", "2147483648", "1e999999999", "0.00001", "NaN", "😀",
            "NATIONAL", "GRANDMASTER", "x".repeat(5000), "%ZZ", "\r\n", "null");

    private final Random random;
    private final List<String> fields;

    public HostileBodies(long seed, List<String> fields) {
        this.random = new Random(seed);
        this.fields = List.copyOf(fields);
    }

    /** Every kind of hostile body, once each, with freshly drawn values. */
    public List<Body> all() {
        List<Body> bodies = new ArrayList<>();
        bodies.add(new Body("none", null, new byte[0], false));
        bodies.add(Body.json("empty JSON", ""));
        bodies.add(new Body("garbage", "application/json", garbage(512), false));
        bodies.add(new Body("text/plain", "text/plain", "hello".getBytes(StandardCharsets.UTF_8), false));
        bodies.add(new Body("unparseable Content-Type", ";;;/", "{}".getBytes(StandardCharsets.UTF_8), false));
        bodies.add(Body.json("array", "[1, 2, 3]"));
        bodies.add(Body.json("duplicate keys", duplicateKeys()));
        bodies.add(Body.json("deep nesting", "{\"" + field() + "\": " + "[".repeat(3000) + "]".repeat(3000) + "}"));
        bodies.add(Body.json("hostile fields", hostileObject()));
        bodies.add(Body.json("hostile fields, nested", "{\"results\": [" + hostileObject() + ", null],"
                + " \"normRates\": [" + hostileObject() + "], \"gender\": \"FEMALE\"}"));
        bodies.add(Body.json("huge string", "{\"" + field() + "\": \"" + "界".repeat(300_000) + "\"}"));
        bodies.add(new Body("hostile form", "application/x-www-form-urlencoded", hostileForm(), true));
        bodies.add(new Body("1001 form fields", "application/x-www-form-urlencoded", manyFields(), true));
        bodies.add(new Body("broken multipart", "multipart/form-data; boundary=zz",
                "--zz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno end".getBytes(StandardCharsets.UTF_8), false));
        return bodies;
    }

    /** A hostile value for a query parameter, %-encoded (a malformed escape is the HTTP layer's to refuse). */
    public String queryValue() {
        return URLEncoder.encode(FORM_VALUES.get(random.nextInt(FORM_VALUES.size())), StandardCharsets.UTF_8);
    }

    public <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    public boolean coin() {
        return random.nextBoolean();
    }

    private String field() {
        return pick(fields);
    }

    private byte[] garbage(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    private String duplicateKeys() {
        String name = field();
        return "{\"" + name + "\": " + pick(JSON_VALUES) + ", \"gender\": \"MALE\", \"" + name + "\": "
                + pick(JSON_VALUES) + "}";
    }

    private String hostileObject() {
        return fields.stream().filter(f -> random.nextInt(3) > 0)
                .map(f -> "\"" + f + "\": " + pick(JSON_VALUES))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    private byte[] hostileForm() {
        return fields.stream().filter(f -> random.nextInt(3) > 0)
                .map(f -> f + "=" + URLEncoder.encode(pick(FORM_VALUES), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&")).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] manyFields() {
        return IntStream.range(0, 1001).mapToObj(i -> "f" + i + "=" + i).collect(Collectors.joining("&"))
                .getBytes(StandardCharsets.UTF_8);
    }
}
