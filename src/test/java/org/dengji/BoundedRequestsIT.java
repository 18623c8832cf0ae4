package org.dengji;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.dengji.support.RawUpload;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The attack that once ran the packaged service out of memory, on the packaged service with a small
 * heap ({@code -Xmx256m}): a what-if of two hundred thousand results (15 MB), three at once, declared
 * and then chunked. Each is refused with a 413 problem before it is read, the service goes on answering,
 * and its log holds no error. Also the refusals made before any route of Quarkus's own, as the
 * packaged service's own main class sets them up: a broken %-escape and a long address.
 * Runs after packaging ({@code mvn verify}), against the jar just built.
 */
class BoundedRequestsIT {

    private static final Path JAR = Path.of(System.getProperty("dengji.jar", "target/quarkus-app/quarkus-run.jar"));
    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private static final String WHAT_IF = "/api/v1/eligibility/what-if";
    private static final String RESULT = "{\"event\": \"E\", \"category\": \"PROVINCIAL_INDIVIDUAL\","
            + " \"section\": \"OPEN\", \"rank\": 0}";

    @TempDir
    Path dataDir;

    private Process service;
    private int port;

    @AfterEach
    void stop() {
        if (service != null) {
            service.destroyForcibly();
        }
    }

    @Test
    void shouldRefuseThreeFifteenMegabyteWhatIfsAtOnceOnASmallHeapAndKeepAnswering() throws Exception {
        assertTrue(Files.isRegularFile(JAR), "package the service first: " + JAR.toAbsolutePath());
        start();
        byte[] attack = IntStream.range(0, 200_000).mapToObj(i -> RESULT)
                .collect(Collectors.joining(", ", "{\"gender\": \"MALE\", \"results\": [", "]}"))
                .getBytes(StandardCharsets.UTF_8);
        assertTrue(attack.length > 14_000_000, "the attack body: " + attack.length);
        List<RawUpload.Answer> answers = new ArrayList<>(atOnce(3, upload -> upload.withLength(attack)));
        answers.addAll(atOnce(3, upload -> upload.chunked(attack, 8192)));
        for (RawUpload.Answer answer : answers) {
            assertEquals(413, answer.status(), answer.body());
            assertEquals("BODY_TOO_LARGE", JsonPath.from(answer.body()).getString("code"));
            assertEquals("nosniff", answer.header("X-Content-Type-Options"));
        }
        assertEquals(200, get("/q/health").statusCode());
        RawUpload.Answer fifth = RawUpload.post(WHAT_IF).onPort(port).header("Content-Type", "application/json")
                .withLength(("{\"gender\": \"MALE\", \"results\": [{\"category\": \"PROVINCIAL_INDIVIDUAL\","
                        + " \"section\": \"OPEN\", \"rank\": 5}]}").getBytes(StandardCharsets.UTF_8));
        assertEquals(200, fifth.status(), fifth.body());
        assertRefusedBeforeAnyRoute();
        String log = Files.readString(dataDir.resolve("service.log"));
        assertFalse(log.contains(" ERROR ") || log.contains("OutOfMemoryError"), log);
    }

    private void assertRefusedBeforeAnyRoute() {
        RawUpload.Answer broken = RawUpload.get("/api/v1/players/%ZZ").onPort(port).send();
        assertEquals(400, broken.status(), broken.body());
        assertEquals("MALFORMED_URI", JsonPath.from(broken.body()).getString("code"));
        assertEquals("DENY", broken.header("X-Frame-Options"));
        RawUpload.Answer tooLong = RawUpload.get("/api/v1/players/" + "9".repeat(5000)).onPort(port).send();
        assertEquals(414, tooLong.status(), tooLong.body());
        assertEquals("URI_TOO_LONG", JsonPath.from(tooLong.body()).getString("code"));
        assertEquals("DENY", tooLong.header("X-Frame-Options"));
        RawUpload.Answer unread = RawUpload.get("/api/v1/players/" + "9".repeat(64 * 1024)).onPort(port).send();
        assertEquals(414, unread.status(), unread.body());
        assertTrue(unread.body().contains("data-code=\"URI_TOO_LONG\""), unread.body());
        assertEquals("DENY", unread.header("X-Frame-Options"));
    }

    private List<RawUpload.Answer> atOnce(int times, Function<RawUpload, RawUpload.Answer> send) throws Exception {
        ExecutorService attackers = Executors.newFixedThreadPool(times);
        try {
            List<Future<RawUpload.Answer>> sent = new ArrayList<>();
            for (int i = 0; i < times; i++) {
                sent.add(attackers.submit(() -> send.apply(
                        RawUpload.post(WHAT_IF).onPort(port).header("Content-Type", "application/json"))));
            }
            List<RawUpload.Answer> answers = new ArrayList<>();
            for (Future<RawUpload.Answer> answer : sent) {
                answers.add(answer.get());
            }
            return answers;
        } finally {
            attackers.shutdownNow();
        }
    }

    private void start() throws IOException, InterruptedException {
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-Dquarkus.http.port=" + port, "-Ddengji.data-dir=" + dataDir, "-jar",
                JAR.toAbsolutePath().toString())
                .directory(dataDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dataDir.resolve("service.log").toFile()));
        builder.environment().put("DENGJI_ADMIN_PASSWORD", "Bounded-Requests-Admin-1");
        builder.environment().put("DENGJI_DEMO", "false");
        service = builder.start();
        for (int i = 0; i < 240; i++) {
            if (!service.isAlive()) {
                throw new AssertionError("the service stopped: " + Files.readString(dataDir.resolve("service.log")));
            }
            try {
                if (get("/q/health").statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the service did not come up: " + Files.readString(dataDir.resolve("service.log")));
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }
}
