package org.dengji.support;

import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A body sent as an attacker sends it, over a socket: the head, then the whole body at once, never
 * waiting for {@code 100 Continue} and still writing after the server has answered; the answer is read
 * meanwhile. A server that refuses a body unread closes the connection under the writer: the writer's
 * failure is expected, and the answer read before the reset is the answer.
 */
public final class RawUpload {

    /** The answer as it came: status, headers (names in lower case) and body. */
    public record Answer(int status, Map<String, String> headers, String body) {

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private final String target;
    private final StringBuilder head = new StringBuilder();
    private int port = RestAssured.port;

    private RawUpload(String requestLine, String target) {
        this.target = target;
        head.append(requestLine).append("\r\nHost: localhost\r\nConnection: close\r\n");
    }

    public static RawUpload post(String target) {
        return new RawUpload("POST " + target + " HTTP/1.1", target);
    }

    public static RawUpload get(String target) {
        return new RawUpload("GET " + target + " HTTP/1.1", target);
    }

    /** A first line as it is, which need not be a request line at all. */
    public static RawUpload line(String firstLine) {
        return new RawUpload(firstLine, "(a line of " + firstLine.length() + " characters)");
    }

    /** Sends to {@code port} instead of the service under test (a packaged service of its own). */
    public RawUpload onPort(int otherPort) {
        this.port = otherPort;
        return this;
    }

    public RawUpload header(String name, String value) {
        head.append(name).append(": ").append(value).append("\r\n");
        return this;
    }

    /** Sends {@code body} with its length declared. */
    public Answer withLength(byte[] body) {
        header("Content-Length", String.valueOf(body.length));
        return exchange(body);
    }

    /** Sends {@code body} chunked, {@code chunk} bytes a chunk, with no length declared. */
    public Answer chunked(byte[] body, int chunk) {
        header("Transfer-Encoding", "chunked");
        ByteArrayOutputStream encoded = new ByteArrayOutputStream(body.length + body.length / chunk * 8 + 16);
        for (int at = 0; at < body.length; at += chunk) {
            int length = Math.min(chunk, body.length - at);
            encoded.writeBytes((Integer.toHexString(length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            encoded.write(body, at, length);
            encoded.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        encoded.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        return exchange(encoded.toByteArray());
    }

    /** Sends the head alone. */
    public Answer send() {
        return exchange(new byte[0]);
    }

    private Answer exchange(byte[] encodedBody) {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            // The head is written beside the reading too: a server may answer a head it will not read (a
            // request line too long) and close while the head is still being written.
            byte[] headBytes = head.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII);
            Thread writer = new Thread(() -> writeQuietly(out, headBytes, encodedBody), "upload " + target);
            writer.start();
            byte[] answer = readUntilClosed(socket.getInputStream());
            writer.join(60_000);
            return parse(new String(answer, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(target, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static void writeQuietly(OutputStream out, byte[] head, byte[] body) {
        try {
            out.write(head);
            out.write(body);
            out.flush();
        } catch (IOException refusedUnread) {
            // the server answered and closed the connection: what a refusal of the rest looks like
        }
    }

    /** Everything the server sent until it closed; a reset after the answer ends it as a close does. */
    private static byte[] readUntilClosed(InputStream in) throws IOException {
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                answer.write(buffer, 0, n);
            }
        } catch (IOException reset) {
            if (answer.size() == 0) {
                throw reset;
            }
        }
        return answer.toByteArray();
    }

    private static Answer parse(String raw) {
        int endOfHead = raw.indexOf("\r\n\r\n");
        if (!raw.startsWith("HTTP/1.") || endOfHead < 0) {
            throw new AssertionError("not an HTTP answer: " + raw.substring(0, Math.min(200, raw.length())));
        }
        String[] lines = raw.substring(0, endOfHead).split("\r\n");
        Map<String, String> headers = new TreeMap<>();
        for (int i = 1; i < lines.length; i++) {
            String[] pair = lines[i].split(":", 2);
            headers.merge(pair[0].trim().toLowerCase(Locale.ROOT), pair[1].trim(), (a, b) -> a + ", " + b);
        }
        int status = Integer.parseInt(lines[0].substring(9, 12));
        return new Answer(status, headers, raw.substring(endOfHead + 4));
    }
}
