package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.dengji.support.LoggedErrors;
import org.dengji.support.RawUpload;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.Test;

/**
 * The attacks on the size of a request, as an attack run sent them to one instance: a what-if of two
 * hundred thousand results (15 MB), three at once, declared and chunked; bodies over their limit on
 * every kind of public post; a broken %-escape; an address over 4,096 characters. Every one is refused
 * before the body is buffered or parsed, with a problem (API) or an error page, the security headers,
 * and no error in the log, and the service goes on answering.
 */
@QuarkusTest
class HostileBodiesTest {

    private static final String WHAT_IF = "/api/v1/eligibility/what-if";
    private static final long SMALL_LIMIT = 64 * 1024;
    private static final long FILES_LIMIT = 20 * 1024 * 1024;
    private static final String POLICY = "default-src 'none'; style-src 'self'; img-src 'self' data:;"
            + " form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
    private static final String RESULT = "{\"event\": \"E\", \"category\": \"PROVINCIAL_INDIVIDUAL\","
            + " \"section\": \"OPEN\", \"rank\": 0}";
    private static final byte[] PROVINCIAL_FIFTH = ("{\"gender\": \"MALE\", \"results\": [{\"category\":"
            + " \"PROVINCIAL_INDIVIDUAL\", \"section\": \"OPEN\", \"rank\": 5}]}").getBytes(StandardCharsets.UTF_8);
    /** Two hundred thousand results, each with a fault of its own: about 15 MB. */
    private static final byte[] CAREER_OF_200_000 = whatIf(200_000);

    @Test
    void shouldRefuseThreeFifteenMegabyteWhatIfsAtOnceAndKeepAnswering() throws Exception {
        assertTrue(CAREER_OF_200_000.length > 14_000_000, "the attack body: " + CAREER_OF_200_000.length);
        for (RawUpload.Answer answer : atOnce(3, () -> json(WHAT_IF).withLength(CAREER_OF_200_000))) {
            refusedAsTooLarge(answer, SMALL_LIMIT);
        }
        for (RawUpload.Answer answer : atOnce(3, () -> json(WHAT_IF).chunked(CAREER_OF_200_000, 8192))) {
            refusedAsTooLarge(answer, SMALL_LIMIT);
        }
        given().when().get("/q/health").then().statusCode(200);
        assertEquals(200, json(WHAT_IF).withLength(PROVINCIAL_FIFTH).status());
    }

    @Test
    void shouldRefuseADeclaredBodyOverTheLimitOnEveryPublicPost() {
        byte[] justOver = new byte[(int) SMALL_LIMIT + 1];
        refusedAsTooLarge(json(WHAT_IF).withLength(justOver), SMALL_LIMIT);
        refusedAsTooLarge(json("/api/v1/notices/1/objections").withLength(justOver), SMALL_LIMIT);
        for (String page : List.of("/j_security_check", "/eligibility", "/notices/1/objections", "/logout")) {
            refusedOnAPage(form(page + "?lang=en").withLength(justOver), 413, "The request is too large.");
        }
    }

    @Test
    void shouldRefuseAChunkedBodyOverTheLimit() {
        byte[] megabyte = whatIf(14_000);
        refusedAsTooLarge(json(WHAT_IF).chunked(megabyte, 4096), SMALL_LIMIT);
        // Fields of a form's own size, so that the body, not one field, is what is too large.
        byte[] longForm = IntStream.range(0, 40).mapToObj(i -> "note" + i + "=" + "x".repeat(2000))
                .collect(Collectors.joining("&")).getBytes(StandardCharsets.UTF_8);
        refusedOnAPage(form("/eligibility?lang=en").chunked(longForm, 4096), 413, "The request is too large.");
    }

    @Test
    void shouldReadAChunkedBodyWithinTheLimit() {
        RawUpload.Answer answer = json(WHAT_IF).chunked(PROVINCIAL_FIFTH, 16);
        assertEquals(200, answer.status(), answer.body());
        assertTrue(answer.body().contains("\"highestTitle\":\"FIRST_CLASS\""), answer.body());
    }

    @Test
    void shouldGiveTheImportsTheirOwnLimit() {
        RawUpload.Answer anonymousFile = RawUpload.post("/api/v1/events/trf?organisation=0001")
                .header("Content-Type", "text/plain").withLength(new byte[(int) SMALL_LIMIT * 4]);
        assertEquals(401, anonymousFile.status(), "a file route takes a file, refused unread without a sign-in");
        RawUpload.Answer overTheFilesLimit = RawUpload.post("/api/v1/events/trf?organisation=0001")
                .header("Content-Type", "text/plain").header("Content-Length", String.valueOf(FILES_LIMIT + 1)).send();
        refusedAsTooLarge(overTheFilesLimit, FILES_LIMIT);
        RawUpload.Answer dressedAsAFile = RawUpload.post("/api/v1/events/trf/../../eligibility/what-if")
                .header("Content-Type", "application/json").header("Content-Length", String.valueOf(SMALL_LIMIT * 4))
                .send();
        refusedAsTooLarge(dressedAsAFile, SMALL_LIMIT);
    }

    @Test
    void shouldRefuseMoreThanTwoHundredResultsBeforeReadingThem() {
        RawUpload.Answer answer = json(WHAT_IF).withLength(whatIf(250));
        assertEquals(413, answer.status(), answer.body());
        hasTheDefences(answer);
        JsonPath problem = JsonPath.from(answer.body());
        assertEquals("TOO_MANY_RESULTS", problem.getString("code"));
        assertEquals(200, problem.getInt("limit"));
        assertEquals(List.of("results"), problem.getList("violations.field"),
                "no result was read, so none of their faults is named");
    }

    @Test
    void shouldListTheFirstHundredViolationsWithTheirCount() {
        RawUpload.Answer answer = json(WHAT_IF).withLength(whatIf(150));
        assertEquals(400, answer.status(), answer.body());
        JsonPath problem = JsonPath.from(answer.body());
        assertEquals("VALIDATION_FAILED", problem.getString("code"));
        assertEquals(150, problem.getInt("violationCount"));
        List<String> fields = problem.getList("violations.field");
        assertEquals(100, fields.size());
        assertEquals("results[0].rank", fields.get(0));
        assertEquals("results[99].rank", fields.get(99), "first in the body, not first as text");
    }

    @Test
    void shouldAnswerABrokenPercentEscapeWithAProblemAndTheDefences() {
        RawUpload.Answer api = RawUpload.get("/api/v1/players/%ZZ").send();
        assertEquals(400, api.status(), api.body());
        hasTheDefences(api);
        assertEquals("application/problem+json", api.header("Content-Type"));
        assertEquals("MALFORMED_URI", JsonPath.from(api.body()).getString("code"));
        refusedOnAPage(RawUpload.get("/players/%ZZ?lang=en").send(), 400, "The request could not be accepted");
    }

    @Test
    void shouldAnswerAnAddressOverTheLimitWithAProblemAndTheDefences() {
        String longest = "/players/" + "a".repeat(4096 - "/players/".length());
        assertNotEquals(414, RawUpload.get(longest).send().status(), "4,096 characters are still an address");
        RawUpload.Answer api = RawUpload.get("/api/v1/players/" + "a".repeat(4096)).send();
        assertEquals(414, api.status(), api.body());
        hasTheDefences(api);
        JsonPath problem = JsonPath.from(api.body());
        assertEquals("URI_TOO_LONG", problem.getString("code"));
        assertEquals(4096, problem.getInt("limit"));
        refusedOnAPage(RawUpload.get(longest + "a?lang=en").send(), 414, "The address is too long.");
    }

    /**
     * Past what the HTTP decoder reads (a request line of 16 KiB, a header block of 20 KiB) nothing of the
     * request can be read, not even its address: the answer is the error page (in Chinese, as no header
     * was read) or, when the address was read, a problem; and never a bare status.
     */
    @Test
    void shouldAnswerWhatTheDecoderCannotReadLikeEveryOtherRefusal() {
        for (int length : new int[] {16 * 1024, 20 * 1024, 256 * 1024}) {
            RawUpload.Answer page = RawUpload.get("/api/v1/players/" + "a".repeat(length)).send();
            refusedOnAPage(page, 414, "地址太长");
            assertEquals("close", page.header("Connection"));
        }
        RawUpload.Answer api = RawUpload.get("/api/v1/players").header("X-Padding", "b".repeat(21 * 1024)).send();
        assertEquals(431, api.status(), api.body());
        hasTheDefences(api);
        JsonPath problem = JsonPath.from(api.body());
        assertEquals("HEADERS_TOO_LARGE", problem.getString("code"));
        assertEquals(20 * 1024, problem.getInt("limit"));
        assertTrue(problem.getString("detail").contains("20 KiB"), problem.getString("detail"));
        refusedOnAPage(RawUpload.get("/players?lang=en").header("X-Padding", "b".repeat(21 * 1024)).send(), 431,
                "headers are too large: clear this site");
        refusedOnAPage(RawUpload.line("GET /players NONSENSE/9").send(), 400, "请求无法处理");
        given().when().get("/q/health").then().statusCode(200);
    }

    @Test
    void shouldLogNoErrorForARefusedUpload() throws Exception {
        String registrar = "Basic " + Base64.getEncoder().encodeToString(
                (StaffFixtures.ADMIN + ":" + StaffFixtures.ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8));
        try (LoggedErrors log = LoggedErrors.capture()) {
            refusedAsTooLarge(json(WHAT_IF).withLength(CAREER_OF_200_000), SMALL_LIMIT);
            refusedAsTooLarge(json(WHAT_IF).chunked(CAREER_OF_200_000, 8192), SMALL_LIMIT);
            byte[] overTheFilesLimit = new byte[(int) FILES_LIMIT + 8192];
            refusedAsTooLarge(RawUpload.post("/api/v1/events/trf?organisation=0001").header("Authorization", registrar)
                    .header("Content-Type", "text/plain").chunked(overTheFilesLimit, 65_536), FILES_LIMIT);
            given().when().get("/q/health").then().statusCode(200);
            Thread.sleep(500); // the refused uploads' connections are closed after their answers
            assertEquals(List.of(), log.errors());
        }
    }

    /**
     * HTTP/2 (here by upgrade from plain HTTP/1.1, as the JDK's client does by itself): a body over the
     * limit is refused like any other on its own stream, declared or streamed with no declared length,
     * with a problem (API) or a page; a streamed body within the limit is read and answered. Nothing past
     * the limit is read into memory, nothing is logged as an error, and the service goes on answering.
     */
    @Test
    void shouldRefuseAnHttp2BodyOverTheLimitLikeEveryOtherRefusal() throws Exception {
        HttpClient client = upgradedClient();
        URI base = URI.create("http://localhost:" + RestAssured.port);
        byte[] megabyte = whatIf(14_000);
        try (LoggedErrors log = LoggedErrors.capture()) {
            HttpResponse<String> declared = client.send(HttpRequest.newBuilder(base.resolve(WHAT_IF))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(megabyte))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(HttpClient.Version.HTTP_2, declared.version());
            refusedAsTooLarge(declared);
            HttpResponse<String> streamed = streamed(client, base.resolve(WHAT_IF), "application/json", megabyte);
            assertEquals(HttpClient.Version.HTTP_2, streamed.version());
            refusedAsTooLarge(streamed);
            byte[] justOver = new byte[(int) SMALL_LIMIT + 1];
            refusedAsTooLarge(streamed(client, base.resolve(WHAT_IF), "application/json", justOver));
            HttpResponse<String> page = streamed(client, base.resolve("/eligibility?lang=en"),
                    "application/x-www-form-urlencoded", megabyte);
            assertEquals(413, page.statusCode(), page.body());
            hasTheDefences(page);
            assertTrue(page.body().contains("The request is too large."), page.body());
            given().when().get("/q/health").then().statusCode(200);
            Thread.sleep(500); // the refused streams' uploads are read to their ends and dropped
            assertEquals(List.of(), log.errors());
        }
    }

    @Test
    void shouldReadAnHttp2BodyWithinTheLimitStreamedWithNoDeclaredLength() throws Exception {
        HttpClient client = upgradedClient();
        URI whatIf = URI.create("http://localhost:" + RestAssured.port + WHAT_IF);
        HttpResponse<String> answer = streamed(client, whatIf, "application/json", PROVINCIAL_FIFTH);
        assertEquals(HttpClient.Version.HTTP_2, answer.version());
        assertEquals(200, answer.statusCode(), answer.body());
        assertTrue(answer.body().contains("\"highestTitle\":\"FIRST_CLASS\""), answer.body());
        byte[] padded = new byte[(int) SMALL_LIMIT];
        Arrays.fill(padded, (byte) ' ');
        System.arraycopy(PROVINCIAL_FIFTH, 0, padded, 0, PROVINCIAL_FIFTH.length);
        HttpResponse<String> atTheLimit = streamed(client, whatIf, "application/json", padded);
        assertEquals(200, atTheLimit.statusCode(), "64 KiB exactly are still read: " + atTheLimit.body());
        HttpResponse<String> broken = streamed(client, whatIf, "application/json", "{\"gender\": ".getBytes(
                StandardCharsets.UTF_8));
        assertEquals(400, broken.statusCode(), broken.body());
    }

    /** {@code body} sent with no declared length, as a stream of unknown size. */
    private static HttpResponse<String> streamed(HttpClient client, URI target, String type, byte[] body)
            throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(target).header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static void refusedAsTooLarge(HttpResponse<String> answer) {
        assertEquals(413, answer.statusCode(), answer.body());
        hasTheDefences(answer);
        assertEquals("application/problem+json", answer.headers().firstValue("Content-Type").orElse(null));
        JsonPath problem = JsonPath.from(answer.body());
        assertEquals("BODY_TOO_LARGE", problem.getString("code"));
        assertEquals(SMALL_LIMIT, problem.getLong("limit"));
    }

    /** A client whose connection is HTTP/2 already (upgraded on a first request, as the JDK's client does). */
    private static HttpClient upgradedClient() throws Exception {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
        HttpResponse<String> upgraded = client.send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + RestAssured.port + "/q/health")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(HttpClient.Version.HTTP_2, upgraded.version());
        return client;
    }

    private static void refusedAsTooLarge(RawUpload.Answer answer, long limit) {
        assertEquals(413, answer.status(), answer.body());
        hasTheDefences(answer);
        assertEquals("application/problem+json", answer.header("Content-Type"));
        JsonPath problem = JsonPath.from(answer.body());
        assertEquals("BODY_TOO_LARGE", problem.getString("code"));
        assertEquals(limit, problem.getLong("limit"));
    }

    private static void refusedOnAPage(RawUpload.Answer answer, int status, String says) {
        assertEquals(status, answer.status(), answer.body());
        hasTheDefences(answer);
        assertTrue(answer.header("Content-Type").startsWith("text/html"), answer.header("Content-Type"));
        assertTrue(answer.body().contains(says), answer.body());
    }

    private static void hasTheDefences(HttpResponse<?> answer) {
        assertEquals(POLICY, answer.headers().firstValue("Content-Security-Policy").orElse(null));
        assertEquals("DENY", answer.headers().firstValue("X-Frame-Options").orElse(null));
        assertEquals("nosniff", answer.headers().firstValue("X-Content-Type-Options").orElse(null));
        assertEquals("same-origin", answer.headers().firstValue("Referrer-Policy").orElse(null));
    }

    private static void hasTheDefences(RawUpload.Answer answer) {
        assertEquals(POLICY, answer.header("Content-Security-Policy"));
        assertEquals("DENY", answer.header("X-Frame-Options"));
        assertEquals("nosniff", answer.header("X-Content-Type-Options"));
        assertEquals("same-origin", answer.header("Referrer-Policy"));
    }

    private static List<RawUpload.Answer> atOnce(int times, Supplier<RawUpload.Answer> attack) throws Exception {
        ExecutorService attackers = Executors.newFixedThreadPool(times);
        try {
            List<Future<RawUpload.Answer>> sent = new ArrayList<>();
            for (int i = 0; i < times; i++) {
                sent.add(attackers.submit(attack::get));
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

    private static RawUpload json(String target) {
        return RawUpload.post(target).header("Content-Type", "application/json");
    }

    private static RawUpload form(String target) {
        return RawUpload.post(target).header("Content-Type", "application/x-www-form-urlencoded");
    }

    /** A what-if of {@code results} results, each placed 0th: one fault per result. */
    private static byte[] whatIf(int results) {
        return IntStream.range(0, results).mapToObj(i -> RESULT)
                .collect(Collectors.joining(", ", "{\"gender\": \"MALE\", \"results\": [", "]}"))
                .getBytes(StandardCharsets.UTF_8);
    }
}
