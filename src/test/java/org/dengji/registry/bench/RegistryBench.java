package org.dengji.registry.bench;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.rules.game.ParallelValidator;

/**
 * Generates a registry through a running Dengji's API and measures it: TRF import (results/s), PGN
 * import (games/s) beside the bare validator on the same games, and the time to compute every
 * player's eligibility. Plain JDK HTTP; {@code bench/registry-bench.sh} starts the server, runs
 * this, then measures the player page beside {@code /q/health} with wrk.
 *
 * <p>Arguments: base URL, registrar user, password, players, events, players per event, events
 * with games, corpus PGN path, output file for a sample of registration numbers.
 */
public final class RegistryBench {

    private static final Pattern ID = Pattern.compile("\"id\":(\\d+)");

    // HTTP/1.1 as scripts and browsers send an upload; the JDK's default would upgrade each connection to h2c.
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final String base;
    private final String auth;

    private RegistryBench(String base, String user, String password) {
        this.base = base;
        this.auth = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    public static void main(String[] args) throws Exception {
        RegistryBench bench = new RegistryBench(args[0], args[1], args[2]);
        int players = Integer.parseInt(args[3]);
        int events = Integer.parseInt(args[4]);
        int perEvent = Integer.parseInt(args[5]);
        int withGames = Integer.parseInt(args[6]);
        // The corpus is not all UTF-8 (names in old encodings); its movetext is ASCII either way.
        BenchGames games = new BenchGames(new String(Files.readAllBytes(Path.of(args[7])), StandardCharsets.ISO_8859_1));
        bench.run(players, events, perEvent, withGames, games, Path.of(args[8]));
    }

    private void run(int players, int events, int perEvent, int withGames, BenchGames games, Path sample)
            throws Exception {
        Random random = new Random(29);
        long results = 0;
        long trfNanos = 0;
        StringBuilder allGames = new StringBuilder();
        long pgnNanos = 0;
        int gameCount = 0;
        for (int e = 0; e < events; e++) {
            BenchEvent event = new BenchEvent(e, players, perEvent, random);
            long t0 = System.nanoTime();
            String body = post("/api/v1/events/trf?organisation=0001&category=" + event.category()
                    + "&section=OPEN&official=true", "text/plain", event.trf(), 201);
            trfNanos += System.nanoTime() - t0;
            results += perEvent;
            long id = Long.parseLong(first(ID, body));
            post("/api/v1/events/" + id + "/publish", "application/json", "", 200);
            if (e < withGames) {
                String pgn = event.pgn(games);
                allGames.append(pgn);
                long t1 = System.nanoTime();
                post("/api/v1/events/" + id + "/pgn", "application/x-chess-pgn", pgn, 201);
                pgnNanos += System.nanoTime() - t1;
                gameCount += event.games();
            }
        }
        System.out.printf("TRF import: %d results in %d events, %.1f s, %.0f results/s%n", results, events,
                trfNanos / 1e9, results / (trfNanos / 1e9));
        if (gameCount > 0) {
            System.out.printf("PGN import: %d games, %.1f s, %.0f games/s%n", gameCount, pgnNanos / 1e9,
                    gameCount / (pgnNanos / 1e9));
            ParallelValidator.Summary bare = ParallelValidator.validate(new ByteArrayInputStream(
                    allGames.toString().getBytes(StandardCharsets.UTF_8)), 2, r -> { });
            System.out.printf("Bare validator on the same games: %.0f games/s (2 threads)%n", bare.gamesPerSecond());
        }
        refusedFiles();
        eligibility(sample);
    }

    /**
     * Refused files: how long the registrar waits for the answer. A CSV of 100,000 rows and a TRF of
     * 100,000 player lines with every line wrong (an error each: the worst case), and the largest
     * files a format allows with only their last line wrong (TRF numbers at most 9,999 players).
     */
    private void refusedFiles() throws IOException, InterruptedException {
        for (boolean everyLine : new boolean[] {true, false}) {
            String what = everyLine ? "every line wrong" : "the last line wrong";
            int csvRows = 100_000;
            StringBuilder csv = new StringBuilder("name_latin,points,games\n");
            for (int i = 1; i <= csvRows; i++) {
                boolean wrong = everyLine || i == csvRows;
                csv.append("Refused Player").append(i).append(',').append(wrong ? "x" : "1").append(",2\n");
            }
            timeRefusal("CSV of " + csvRows + " rows, " + what, "/api/v1/events/csv?organisation=0001"
                    + "&category=OTHER&section=OPEN&official=false&name=Refused&endDate=2025-01-01", "text/csv", csv);
            int trfLines = everyLine ? 100_000 : 9_998;
            StringBuilder trf = new StringBuilder("012 Refused\n052 2025/01/01\n");
            for (int i = 1; i <= trfLines; i++) {
                boolean wrong = everyLine || i == trfLines;
                boolean white = i % 2 == 1;
                trf.append("001 %4d m    %-33s %4s %3s %11s %10s %4s %4s  %4d %s %s%n".formatted(i % 10_000,
                        "Refused, P" + i, "", "", "", "", wrong ? "9.0" : white ? "1.0" : "0.0", "",
                        (white ? i + 1 : i - 1) % 10_000, white ? "w" : "b", white ? "1" : "0"));
            }
            timeRefusal("TRF of " + trfLines + " player lines, " + what, "/api/v1/events/trf?organisation=0001"
                    + "&category=OTHER&section=OPEN&official=false", "text/plain", trf);
        }
    }

    private void timeRefusal(String what, String path, String type, CharSequence body)
            throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        post(path, type, body.toString(), 422);
        System.out.printf("Refused %s (%.1f MB): 422 in %.2f s%n", what, body.length() / 1e6,
                (System.nanoTime() - t0) / 1e9);
    }

    private void eligibility(Path sample) throws IOException, InterruptedException {
        // A fresh database numbers its players CN00000001, CN00000002, ... in the order they were created.
        List<String> numbers = new ArrayList<>();
        long t0 = System.nanoTime();
        for (long id = 1; ; id++) {
            String reg = "CN" + String.format("%08d", id);
            if (get("/api/v1/players/" + reg + "/eligibility").isEmpty()) {
                break;
            }
            numbers.add(reg);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("Eligibility of every player (%d, through the API, first computation): %.1f s,"
                + " %.0f players/s%n", numbers.size(), seconds, numbers.size() / seconds);
        Files.writeString(sample, String.join("\n", numbers.subList(0, Math.min(200, numbers.size()))) + "\n");
    }

    private String post(String path, String type, String body, int expected) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", auth)
                .header("Content-Type", type + "; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected) {
            throw new IllegalStateException(path + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    /** The body, or empty for a 404. */
    private String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        return response.statusCode() == 404 ? "" : response.body();
    }

    private static String first(Pattern p, String text) {
        Matcher m = p.matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("no " + p + " in " + text);
        }
        return m.group(1);
    }
}
