package org.dengji.support;

import io.restassured.RestAssured;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

/**
 * Requests exactly as written, for what REST Assured would tidy up on the way out: a Content-Type
 * that is not a media type, a path that starts with {@code //}, a body that is not what its type says.
 */
public final class RawHttp {

    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();

    private final String method;
    private final String target;
    private final HttpRequest.Builder request;
    private byte[] body = new byte[0];

    private RawHttp(String method, String target) {
        this.method = method;
        this.target = target;
        this.request = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + target))
                .timeout(Duration.ofSeconds(60));
    }

    public static RawHttp request(String method, String target) {
        return new RawHttp(method, target);
    }

    public RawHttp header(String name, String value) {
        request.header(name, value);
        return this;
    }

    public RawHttp basic(String username, String password) {
        return header("Authorization", "Basic " + Base64.getEncoder().encodeToString((username + ":" + password).getBytes()));
    }

    public RawHttp body(byte[] bytes) {
        body = bytes;
        return this;
    }

    public RawHttp body(String text) {
        return body(text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Announces a body of {@code declaredLength} bytes and sends none, then reads the whole answer: how a
     * client learns that a body is too large before uploading it. Returns the answer as text.
     */
    public static String announceBody(String target, String contentType, long declaredLength) {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(30_000);
            String head = "POST " + target + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: " + contentType
                    + "\r\nContent-Length: " + declaredLength + "\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(target, e);
        }
    }

    public HttpResponse<String> send() {
        HttpRequest.BodyPublisher publisher = body.length == 0 ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(body);
        try {
            return CLIENT.send(request.method(method, publisher).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + target, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
