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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.registry.RegistryFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An acknowledged write survives {@code kill -9} on the embedded database, and no id is handed out
 * twice after it. The packaged service runs in a child process on a scratch data directory (started
 * from another folder, which must not matter). Before the crash, two standings files are imported
 * (events and their players) and a writer creates units through the API as fast as it is answered;
 * the process is killed mid-stream and started again on the same directory. Every unit that was
 * answered 201 must be there, and new units, events and players must all be created (201) with ids
 * that none of the records made before the crash holds. Runs after packaging ({@code mvn verify}),
 * against the jar just built.
 */
class CrashDurabilityIT {

    private static final String PASSWORD = "Crash-Test-Admin-1";
    private static final Path JAR = Path.of(System.getProperty("dengji.jar", "target/quarkus-app/quarkus-run.jar"));
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final Pattern ZHEJIANG_ID = Pattern.compile("\"id\":(\\d+),[^}]*\"unitCode\":\"3300\"");
    private static final Pattern ID = Pattern.compile("\"id\":(\\d+)");
    private static final Pattern REGISTRATION_NO = Pattern.compile("\"registrationNo\":\"CN0*(\\d+)\"");
    private static final String REGISTRAR = "crash-registrar";
    private static final String TRF_QUERY = "organisation=3300&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true";

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

    /** The ids of the records one phase of the test created, by kind. */
    record Created(Set<Long> units, Set<Long> events, Set<Long> players) {

        Created() {
            this(new ConcurrentSkipListSet<>(), new ConcurrentSkipListSet<>(), new ConcurrentSkipListSet<>());
        }

        void assertNoIdOf(Created before) {
            assertEquals(Set.of(), intersection(units, before.units), "unit ids handed out again after the crash");
            assertEquals(Set.of(), intersection(events, before.events), "event ids handed out again after the crash");
            assertEquals(Set.of(), intersection(players, before.players), "player ids handed out again after the crash");
        }

        private static Set<Long> intersection(Set<Long> after, Set<Long> before) {
            Set<Long> both = new TreeSet<>(after);
            both.retainAll(before);
            return both;
        }
    }

    @Test
    void shouldKeepEveryAcknowledgedWriteThroughKillMinus9AndHandOutNoIdTwice() throws Exception {
        assertTrue(Files.isRegularFile(JAR), "package the service first: " + JAR.toAbsolutePath());
        start();
        long zhejiang = zhejiangId();
        createRegistrar(zhejiang);
        Created before = new Created();
        importStandings("BEFOR", before);
        importStandings("EARLY", before);
        List<String> acknowledged = new CopyOnWriteArrayList<>();
        Thread writer = new Thread(() -> writeUntilRefused(zhejiang, acknowledged, before));
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

        Created after = new Created();
        for (int code = 3401; code <= 3406; code++) {
            HttpResponse<String> created = createUnit(zhejiang, code);
            assertEquals(201, created.statusCode(), "unit " + code + " after the crash: " + created.body());
            after.units().add(idOf(created));
        }
        importStandings("AFTER", after);
        importStandings("LATER", after);
        System.out.printf("ids before the crash %s, after it %s%n", before, after);
        after.assertNoIdOf(before);
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
        assertTrue(m.find(), "the province 3300 the migrations create");
        return Long.parseLong(m.group(1));
    }

    /** Creates units 3301, 3302 … and records each one answered 201, until the service is gone. */
    private void writeUntilRefused(long parent, List<String> acknowledged, Created created) {
        for (int code = 3301; code <= 3398; code++) {
            try {
                HttpResponse<String> answer = createUnit(parent, code);
                if (answer.statusCode() == 201) {
                    acknowledged.add(String.valueOf(code));
                    created.units().add(idOf(answer));
                }
            } catch (IOException gone) {
                return;
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private HttpResponse<String> createUnit(long parent, int code) throws IOException, InterruptedException {
        String body = "{\"parentId\": " + parent + ", \"level\": \"PREFECTURE\", \"nameZh\": \"测试市" + code
                + "\", \"nameEn\": \"Test " + code + "\", \"unitCode\": \"" + code + "\", \"grantedTitles\": []}";
        return post("admin", "/api/v1/organisations", "application/json", body);
    }

    private void createRegistrar(long zhejiang) throws IOException, InterruptedException {
        String body = "{\"username\": \"" + REGISTRAR + "\", \"password\": \"" + PASSWORD
                + "\", \"displayName\": \"登记员\", \"organisationId\": " + zhejiang + ", \"roles\": [\"REGISTRAR\"]}";
        HttpResponse<String> answer = post("admin", "/api/v1/users", "application/json", body);
        assertEquals(201, answer.statusCode(), answer.body());
    }

    /** Imports a round robin of four new players (named after {@code tag}); records the event's and players' ids. */
    private void importStandings(String tag, Created created) throws IOException, InterruptedException {
        String trf = RegistryFixtures.fixture("trf/round-robin.trf", tag);
        HttpResponse<String> imported = post(REGISTRAR, "/api/v1/events/trf?" + TRF_QUERY,
                "text/plain; charset=UTF-8", trf);
        assertEquals(201, imported.statusCode(), "standings " + tag + ": " + imported.body());
        long event = idOf(imported);
        created.events().add(event);
        Matcher players = REGISTRATION_NO.matcher(send(request("/api/v1/events/" + event + "/standings", REGISTRAR)
                .GET()).body());
        int found = 0;
        for (; players.find(); found++) {
            created.players().add(Long.parseLong(players.group(1)));
        }
        assertEquals(4, found, "the players of standings " + tag);
    }

    private static long idOf(HttpResponse<String> answer) {
        Matcher id = ID.matcher(answer.body());
        assertTrue(id.find(), "no id in " + answer.body());
        return Long.parseLong(id.group(1));
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(request(path, "admin").GET());
    }

    private HttpResponse<String> post(String user, String path, String type, String body)
            throws IOException, InterruptedException {
        return send(request(path, user).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    private static HttpResponse<String> send(HttpRequest.Builder request)
            throws IOException, InterruptedException {
        return HTTP.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path, String user) {
        String credentials = Base64.getEncoder().encodeToString((user + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8));
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Authorization", "Basic " + credentials);
    }
}
