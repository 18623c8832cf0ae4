package org.dengji;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An acknowledged write survives {@code kill -9} on the embedded database. The packaged service runs in
 * a child process on a scratch data directory (started from another folder, which must not matter);
 * a writer creates units through the API as fast as it is answered, the process is killed mid-stream,
 * started again on the same directory, and every unit that was answered 201 must be there.
 * Runs after packaging ({@code mvn verify}), against the jar just built.
 */
class CrashDurabilityIT {

    private static final String PASSWORD = "Crash-Test-Admin-1";
    private static final Path JAR = Path.of(System.getProperty("dengji.jar", "target/quarkus-app/quarkus-run.jar"));
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final Pattern ZHEJIANG_ID = Pattern.compile("\"id\":(\\d+),[^}]*\"unitCode\":\"3300\"");

    @TempDir
    Path dataDir;
    @TempDir
    Path elsewhere;

    private Process service;
    private int port;

    @AfterEach
    void stop() {
        if (service != null) {
            service.destroyForcibly();
        }
    }

    @Test
    void shouldKeepEveryAcknowledgedWriteThroughKillMinus9() throws Exception {
        assertTrue(Files.isRegularFile(JAR), "package the service first: " + JAR.toAbsolutePath());
        start();
        long zhejiang = zhejiangId();
        List<String> acknowledged = new CopyOnWriteArrayList<>();
        Thread writer = new Thread(() -> writeUntilRefused(zhejiang, acknowledged));
        writer.start();
        while (acknowledged.size() < 30 && writer.isAlive()) {
            Thread.sleep(20);
        }
        service.destroyForcibly().waitFor(); // SIGKILL while the writer is still writing
        writer.join(30_000);
        assertTrue(acknowledged.size() >= 30, "the writer got too few answers: " + acknowledged.size());

        start();
        String units = get("/api/v1/organisations").body();
        List<String> lost = new ArrayList<>(acknowledged.stream().filter(c -> !units.contains("\"unitCode\":\"" + c + "\""))
                .toList());
        assertEquals(List.of(), lost, "acknowledged, then lost with the process, of " + acknowledged.size());
        assertTrue(Files.exists(dataDir.resolve("dengji.mv.db")), "the database lives in dengji.data-dir");
        assertFalse(Files.exists(elsewhere.resolve("data")), "the working directory holds no database");
    }

    private void start() throws IOException, InterruptedException {
        if (port == 0) {
            try (ServerSocket free = new ServerSocket(0)) {
                port = free.getLocalPort();
            }
        }
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dquarkus.http.port=" + port, "-Ddengji.data-dir=" + dataDir, "-jar",
                JAR.toAbsolutePath().toString())
                .directory(elsewhere.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dataDir.resolve("service.log").toFile()));
        builder.environment().put("DENGJI_ADMIN_PASSWORD", PASSWORD);
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

    private long zhejiangId() throws IOException, InterruptedException {
        Matcher m = ZHEJIANG_ID.matcher(get("/api/v1/organisations").body());
        assertTrue(m.find(), "the seeded province 3300");
        return Long.parseLong(m.group(1));
    }

    /** Creates units 3301, 3302 … and records each one answered 201, until the service is gone. */
    private void writeUntilRefused(long parent, List<String> acknowledged) {
        for (int code = 3301; code <= 3398; code++) {
            String body = "{\"parentId\": " + parent + ", \"level\": \"PREFECTURE\", \"nameZh\": \"测试市" + code
                    + "\", \"nameEn\": \"Test " + code + "\", \"unitCode\": \"" + code + "\", \"grantedTitles\": []}";
            try {
                HttpResponse<String> answer = HTTP.send(request("/api/v1/organisations").timeout(Duration.ofSeconds(10))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 201) {
                    acknowledged.add(String.valueOf(code));
                }
            } catch (IOException gone) {
                return;
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(request(path).timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path) {
        String credentials = Base64.getEncoder().encodeToString(("admin:" + PASSWORD).getBytes());
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Authorization", "Basic " + credentials);
    }
}
