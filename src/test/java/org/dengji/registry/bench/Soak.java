package org.dengji.registry.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A mixed load on two instances sharing one database, for {@code bench/soak-pg.sh}: visitors reading player,
 * event, rating and home pages, what-if evaluations, staff signing in through the login form, registrars
 * importing and publishing standings files and opening title applications, every request to one of the two
 * instances by turns. Each action knows the statuses it may get; anything else, or a request that fails, is an
 * error, printed (the first few) and counted. Prints a line a minute and the counts and latencies at the end;
 * exits 1 on any error.
 *
 * <p>Arguments: base URL A, base URL B, registrar, password, minutes, file of registration numbers, file of
 * published event ids, threads.
 */
public final class Soak {

    private final List<String> bases;
    private final String user;
    private final String password;
    private final List<String> players;
    private final List<String> events;
    private final SoakTally tally = new SoakTally();
    private final AtomicInteger imports = new AtomicInteger((int) (System.currentTimeMillis() / 1000 % 100_000_000));

    private Soak(List<String> bases, String user, String password, List<String> players, List<String> events) {
        this.bases = bases;
        this.user = user;
        this.password = password;
        this.players = players;
        this.events = events;
    }

    public static void main(String[] args) throws Exception {
        Soak soak = new Soak(List.of(args[0], args[1]), args[2], args[3], Files.readAllLines(Path.of(args[5])),
                Files.readAllLines(Path.of(args[6])));
        long end = System.nanoTime() + (long) (Double.parseDouble(args[4]) * 60e9);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < Integer.parseInt(args[7]); t++) {
            int seed = t;
            Thread thread = new Thread(() -> soak.work(new Random(seed), end));
            thread.start();
            threads.add(thread);
        }
        Thread reporter = new Thread(soak.tally::reportEveryMinute);
        reporter.setDaemon(true);
        reporter.start();
        for (Thread t : threads) {
            t.join();
        }
        System.exit(soak.tally.summary() ? 0 : 1);
    }

    private void work(Random random, long end) {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        for (int n = 0; System.nanoTime() < end; n++) {
            String base = bases.get(n % 2);
            int dice = random.nextInt(100);
            try {
                if (dice < 30) {
                    get(http, "player page", base + "/players/" + pick(players, random));
                } else if (dice < 50) {
                    get(http, "event page", base + "/events/" + pick(events, random));
                } else if (dice < 58) {
                    get(http, "home and rating pages", base + (dice % 2 == 0 ? "/" : "/ratings?lang=en"));
                } else if (dice < 75) {
                    send(http, "what-if", json(base + "/api/v1/eligibility/what-if", "{\"gender\": \"MALE\", \"results\":"
                            + " [{\"category\": \"PROVINCIAL_INDIVIDUAL\", \"section\": \"OPEN\", \"rank\": "
                            + (1 + random.nextInt(12)) + "}]}").build(), 200);
                } else if (dice < 83) {
                    SoakSignIn.signIn(bases.get(n % 2), user, password, tally);
                } else if (dice < 92) {
                    send(http, "application", json(base + "/api/v1/applications", "{\"registrationNo\": \""
                            + pick(players, random) + "\", \"title\": \"FIRST_CLASS\"}").header("Authorization", basic())
                            .build(), 201, 409, 422); // 409: title held, 422: record not qualified
                } else {
                    importAndPublish(http, base, random);
                }
            } catch (Exception e) {
                tally.error("exception", e.toString());
            }
        }
    }

    private void importAndPublish(HttpClient http, String base, Random random) throws Exception {
        String trf = new BenchEvent(imports.incrementAndGet(), 5_000, 40, random).trf();
        HttpResponse<String> imported = send(http, "import", HttpRequest.newBuilder(URI.create(base
                + "/api/v1/events/trf?organisation=0001&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true"))
                .header("Authorization", basic()).header("Content-Type", "text/plain; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(trf)).build(), 201);
        if (imported.statusCode() == 201) {
            String id = imported.body().replaceFirst("^\\{\"id\":(\\d+).*", "$1");
            send(http, "publication", json(bases.get(random.nextInt(2)) + "/api/v1/events/" + id + "/publish", "{}")
                    .header("Authorization", basic()).build(), 200);
        }
    }

    private HttpRequest.Builder json(String url, String body) {
        return HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    private void get(HttpClient http, String action, String url) throws Exception {
        send(http, action, HttpRequest.newBuilder(URI.create(url)).GET().build(), 200);
    }

    private HttpResponse<String> send(HttpClient http, String action, HttpRequest request, int... expected)
            throws Exception {
        long t0 = System.nanoTime();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        tally.answer(action, System.nanoTime() - t0, response.statusCode(), request.uri().getPath(), response.body(),
                expected);
        return response;
    }

    private String basic() {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes());
    }

    private static String pick(List<String> values, Random random) {
        return values.get(random.nextInt(values.size()));
    }
}
