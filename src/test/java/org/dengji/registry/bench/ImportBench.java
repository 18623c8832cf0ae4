package org.dengji.registry.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/**
 * The import rate through the API, as a registrar sends a season: standings files of {@code size}
 * players and nine rounds, one after another, each answered 201 before the next is sent. The files
 * are generated before the clock starts; the first {@code warm} files are sent untimed (the service's
 * first minute is not its steady state). Prints one line, {@code results/s} and round entries/s.
 *
 * <p>Arguments: base URL, registrar user, password, files, players per file, player pool, warm files,
 * number of the first event (a later run gives a higher one, so that its files are new to the registry; {@code fresh}
 * numbers them from the clock, for a command run again and again against one registry).
 */
public final class ImportBench {

    // HTTP/1.1 as scripts and browsers send an upload; the JDK's default would upgrade each connection to h2c.
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final String base;
    private final String auth;

    private ImportBench(String base, String user, String password) {
        this.base = base;
        this.auth = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    public static void main(String[] args) throws Exception {
        ImportBench bench = new ImportBench(args[0], args[1], args[2]);
        int files = Integer.parseInt(args[3]);
        int size = Integer.parseInt(args[4]);
        int pool = Integer.parseInt(args[5]);
        int warm = Integer.parseInt(args[6]);
        int first = args[7].equals("fresh") ? (int) (System.currentTimeMillis() / 10 % 1_000_000_000)
                : Integer.parseInt(args[7]);
        Random random = new Random(first);
        List<String> trf = new ArrayList<>();
        for (int i = 0; i < warm + files; i++) {
            trf.add(new BenchEvent(first + i, pool, size, random).trf());
        }
        for (int i = 0; i < warm; i++) {
            bench.post(trf.get(i));
        }
        long t0 = System.nanoTime();
        for (int i = warm; i < trf.size(); i++) {
            bench.post(trf.get(i));
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        long results = (long) files * size;
        long rounds = results * 9;
        System.out.printf("API import: %d files of %d players x 9 rounds, %d results and %d round entries in %.2f s:"
                + " %.0f results/s%n", files, size, results, rounds, seconds, results / seconds);
    }

    private void post(String trf) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base
                + "/api/v1/events/trf?organisation=0001&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true"))
                .header("Authorization", auth).header("Content-Type", "text/plain; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(trf, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201) {
            throw new IllegalStateException("the import answered " + response.statusCode() + ": " + response.body());
        }
    }
}
