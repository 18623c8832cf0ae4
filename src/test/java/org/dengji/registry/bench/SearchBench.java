package org.dengji.registry.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Measures the player search through the API, one request after another as a visitor types them: for
 * each query, the latency of every request after a warm-up, printed as median, 99th percentile and
 * maximum, with the number of players found; and whether the 99th percentile is within the target.
 *
 * <p>Arguments: base URL, requests per query, target p99 in ms, then the queries.
 */
public final class SearchBench {

    public static void main(String[] args) throws Exception {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        int n = Integer.parseInt(args[1]);
        double target = Double.parseDouble(args[2]);
        boolean met = true;
        for (String q : Arrays.copyOfRange(args, 3, args.length)) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(args[0] + "/api/v1/players?q="
                    + URLEncoder.encode(q, StandardCharsets.UTF_8))).build();
            String body = "";
            for (int i = 0; i < n / 2; i++) {
                body = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
            }
            long[] nanos = new long[n];
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                HttpResponse<String> answer = http.send(request, HttpResponse.BodyHandlers.ofString());
                nanos[i] = System.nanoTime() - t0;
                if (answer.statusCode() != 200) {
                    throw new IllegalStateException(q + " answered " + answer.statusCode());
                }
            }
            Arrays.sort(nanos);
            double p99 = nanos[(int) Math.ceil(n * 0.99) - 1] / 1e6;
            met &= p99 <= target;
            System.out.printf("search %-12s %3d found  p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms  (target p99 <= %.0f ms)%n",
                    "\"" + q + "\"", body.split("\"registrationNo\"", -1).length - 1, nanos[n / 2] / 1e6, p99,
                    nanos[n - 1] / 1e6, target);
        }
        System.out.println("search: " + (met ? "met" : "NOT met"));
    }
}
