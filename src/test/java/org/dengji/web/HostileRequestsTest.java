package org.dengji.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.dengji.support.HostileBodies;
import org.dengji.support.RawHttp;
import org.dengji.support.StaffFixtures;
import org.jboss.resteasy.reactive.RestForm;
import org.junit.jupiter.api.Test;

/**
 * A small, seeded fuzz run over every endpoint in the code base (found from the JAX-RS classes, so a
 * new endpoint is covered without touching this test): malformed, oversized and hostile bodies, odd
 * path and query values, anonymous and signed in, and a verb the endpoint does not take. Every answer
 * must be below 500, every 4xx must have a body, and no body may show a class name, a stack trace or
 * a JSON parser's option names. A few hundred requests: the run stays fast and repeats exactly.
 */
@QuarkusTest
class HostileRequestsTest {

    private static final long SEED = 20261130L;
    private static final Map<Class<?>, String> VERBS = Map.of(GET.class, "GET", POST.class, "POST", PUT.class, "PUT",
            DELETE.class, "DELETE");
    private static final Pattern INTERNALS = Pattern.compile("(?:\\b(?:java|javax|jakarta|io\\.quarkus|io\\.vertx|"
            + "org\\.dengji|org\\.hibernate|org\\.jboss|com\\.fasterxml|tools\\.jackson)\\.[a-z]"
            + "|[A-Za-z]+Exception\\b|\\tat [a-z]|StreamReadFeature|JsonReadFeature|StreamReadConstraints"
            + "|DeserializationFeature)");
    private static final Pattern PATH_PARAMETER = Pattern.compile("\\{(\\w+)}");
    private static final Map<String, List<String>> PATH_VALUES = Map.of(
            "id", List.of("1", "0", "-1", "abc", "99999999999999999999", "1.5", "%00"),
            "code", List.of("CN-NATIONAL-1", "CN-AMATEUR-1", "nope", "%2e%2e", "a%2Fb", "x".repeat(300), "%F0%9F%98%80"),
            "key", List.of("M-GM-1", "AM-M", "nope", "%0A"));

    record Endpoint(String verb, String path, Set<String> queryParameters, boolean multipart) {

        boolean isApi() {
            return path.startsWith("/api/");
        }
    }

    private final List<String> failures = new ArrayList<>();
    private final Map<Integer, Integer> byStatus = new TreeMap<>();
    private int sent;

    @Test
    void shouldAnswerEveryHostileRequestWithoutAServerErrorOrAnInternal() {
        List<Endpoint> endpoints = endpoints();
        HostileBodies hostile = new HostileBodies(SEED, fieldNames());
        Sessions sessions = Sessions.open();
        for (Endpoint endpoint : endpoints) {
            if (endpoint.verb().equals("GET")) {
                for (int i = 0; i < 4; i++) {
                    send(endpoint, "GET", query(endpoint, hostile), null, hostile.coin() ? sessions.admin : null, hostile);
                }
                sendWithRefusedCredentials(endpoint, hostile);
            } else {
                for (HostileBodies.Body body : hostile.all()) {
                    send(endpoint, endpoint.verb(), "", body, hostile.coin() ? sessions.admin : sessions.visitor, hostile);
                }
            }
            send(endpoint, endpoint.verb().equals("DELETE") ? "PATCH" : "DELETE", "", null, null, hostile);
        }
        assertTrue(endpoints.size() >= 20, "the route list was not found: " + endpoints);
        assertTrue(sent >= 200 && sent <= 20 * endpoints.size(), sent + " requests to " + endpoints.size()
                + " endpoints: keep the run small and broad");
        System.out.println("Hostile requests: " + sent + " sent to " + endpoints.size() + " endpoints; answers " + byStatus);
        assertTrue(byStatus.keySet().stream().anyMatch(s -> s < 300), "no request reached a resource: " + byStatus);
        assertTrue(failures.isEmpty(), failures.size() + " of " + sent + " answers fail:\n" + String.join("\n", failures));
    }

    private void send(Endpoint endpoint, String verb, String query, HostileBodies.Body body, Sessions.Session session,
            HostileBodies hostile) {
        String target = concrete(endpoint.path(), hostile) + query;
        RawHttp request = RawHttp.request(verb, target);
        byte[] bytes = body == null ? new byte[0] : body.bytes();
        if (session != null) {
            request.header("Cookie", session.cookies());
            if (body != null && body.form()) {
                String token = "csrf-token=" + session.csrfToken() + "&";
                bytes = (token + new String(bytes, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            }
            if (session.basic() && endpoint.isApi()) {
                request.basic(StaffFixtures.ADMIN, StaffFixtures.ADMIN_PASSWORD);
            }
        }
        if (body != null && body.contentType() != null) {
            request.header("Content-Type", body.contentType());
        }
        HttpResponse<String> answer = request.body(bytes).send();
        sent++;
        check(verb + " " + target + (body == null ? "" : " [" + body.kind() + "]"), verb, answer);
    }

    /** HTTP Basic of an account that is gone, as an old script sends it, to pages and API alike. */
    private void sendWithRefusedCredentials(Endpoint endpoint, HostileBodies hostile) {
        String target = concrete(endpoint.path(), hostile);
        HttpResponse<String> answer = RawHttp.request("GET", target)
                .basic("former-clerk", "not-the-password").body(new byte[0]).send();
        sent++;
        check("GET " + target + " [refused credentials]", "GET", answer);
    }

    private void check(String what, String verb, HttpResponse<String> answer) {
        int status = answer.statusCode();
        byStatus.merge(status, 1, Integer::sum);
        String text = answer.body() == null ? "" : answer.body();
        String head = text.substring(0, Math.min(200, text.length())).replaceAll("\\s+", " ");
        if (status >= 500) {
            failures.add(what + " → " + status + " " + head);
        } else if (status >= 400 && !verb.equals("HEAD") && text.isBlank()) {
            failures.add(what + " → " + status + " with no body");
        }
        Matcher internal = INTERNALS.matcher(text);
        if (internal.find()) {
            failures.add(what + " → " + status + " shows '" + internal.group() + "'");
        }
    }

    private static String concrete(String template, HostileBodies hostile) {
        Matcher m = PATH_PARAMETER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(hostile.pick(PATH_VALUES.getOrDefault(m.group(1),
                    List.of("x")))));
        }
        return m.appendTail(out).toString();
    }

    private static String query(Endpoint endpoint, HostileBodies hostile) {
        List<String> names = new ArrayList<>(endpoint.queryParameters());
        names.add("lang");
        StringBuilder query = new StringBuilder("?");
        for (String name : names) {
            query.append(query.length() > 1 ? "&" : "").append(name).append('=').append(hostile.queryValue());
        }
        return query.toString();
    }

    /** Every JAX-RS method of the code base as verb, path and query parameters. */
    static List<Endpoint> endpoints() {
        List<Endpoint> found = new ArrayList<>();
        for (Class<?> resource : resources()) {
            for (Method method : resource.getDeclaredMethods()) {
                VERBS.entrySet().stream()
                        .filter(v -> method.isAnnotationPresent(v.getKey().asSubclass(java.lang.annotation.Annotation.class)))
                        .findFirst()
                        .ifPresent(v -> found.add(new Endpoint(v.getValue(), pathOf(resource, method), queryOf(method),
                                consumesMultipart(method))));
            }
        }
        found.sort((a, b) -> (a.path() + a.verb()).compareTo(b.path() + b.verb()));
        return found;
    }

    /** The names the code base reads from bodies: request records' components and form fields. */
    static List<String> fieldNames() {
        Set<String> names = new TreeSet<>();
        for (Class<?> type : classes()) {
            if (type.isRecord() && (type.getSimpleName().endsWith("Request") || type.getEnclosingClass() != null
                    && type.getEnclosingClass().getSimpleName().endsWith("Request"))) {
                Stream.of(type.getRecordComponents()).map(RecordComponent::getName).forEach(names::add);
            }
            Stream.of(type.getDeclaredFields()).filter(f -> f.isAnnotationPresent(RestForm.class)).map(Field::getName)
                    .forEach(names::add);
            Stream.of(type.getDeclaredMethods()).flatMap(m -> Stream.of(m.getParameters()))
                    .filter(p -> p.isAnnotationPresent(RestForm.class)).map(Parameter::getName).forEach(names::add);
        }
        return List.copyOf(names);
    }

    private static List<Class<?>> classes() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.dengji").stream().<Class<?>>map(JavaClass::reflect).toList();
    }

    private static List<Class<?>> resources() {
        return classes().stream().filter(c -> c.isAnnotationPresent(Path.class)).toList();
    }

    private static boolean consumesMultipart(Method method) {
        Consumes consumes = method.getAnnotation(Consumes.class);
        return consumes != null && Stream.of(consumes.value()).anyMatch(type -> type.startsWith("multipart/"));
    }

    private static Set<String> queryOf(Method method) {
        Set<String> names = new TreeSet<>();
        for (Parameter parameter : method.getParameters()) {
            if (parameter.isAnnotationPresent(QueryParam.class)) {
                names.add(parameter.getAnnotation(QueryParam.class).value());
            }
            if (parameter.isAnnotationPresent(BeanParam.class)) {
                names.add("x");
            }
        }
        return names;
    }

    private static String pathOf(Class<?> resource, Method method) {
        String base = resource.getAnnotation(Path.class).value();
        String sub = method.isAnnotationPresent(Path.class) ? method.getAnnotation(Path.class).value() : "";
        String joined = ("/" + base + "/" + sub).replaceAll("/+", "/");
        return joined.length() > 1 && joined.endsWith("/") ? joined.substring(0, joined.length() - 1) : joined;
    }

    /** A visitor's cookies and CSRF token, and an administrator's, so that forms reach their pages. */
    record Sessions(Session visitor, Session admin) {

        record Session(String cookies, String csrfToken, boolean basic) {
        }

        private static final Pattern TOKEN = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");

        static Sessions open() {
            return new Sessions(session("/eligibility", "", false), session("/eligibility", signIn(), true));
        }

        private static String signIn() {
            Session loginPage = session("/login", "", false);
            String form = "csrf-token=" + loginPage.csrfToken() + "&j_username=" + StaffFixtures.ADMIN + "&j_password="
                    + URLEncoder.encode(StaffFixtures.ADMIN_PASSWORD, StandardCharsets.UTF_8);
            HttpResponse<String> answer = RawHttp.request("POST", "/j_security_check")
                    .header("Cookie", loginPage.cookies())
                    .header("Content-Type", "application/x-www-form-urlencoded").body(form).send();
            return cookiesOf(answer);
        }

        /** The cookies and form token of a reader (signed in when {@code signedIn} holds cookies) of {@code path}. */
        private static Session session(String path, String signedIn, boolean admin) {
            RawHttp page = RawHttp.request("GET", path);
            if (!signedIn.isEmpty()) {
                page.header("Cookie", signedIn);
            }
            HttpResponse<String> answer = page.send();
            Matcher token = TOKEN.matcher(answer.body());
            assertTrue(token.find(), "no CSRF field on " + path + ": " + answer.statusCode() + " " + answer.headers().map());
            String cookies = Stream.of(signedIn, cookiesOf(answer)).filter(c -> !c.isEmpty())
                    .reduce((a, b) -> a + "; " + b).orElse("");
            return new Session(cookies, token.group(1), admin);
        }

        private static String cookiesOf(HttpResponse<String> answer) {
            // A cookie set with Max-Age=0 is one the browser deletes: it is not sent back.
            return answer.headers().allValues("set-cookie").stream().filter(c -> !c.contains("Max-Age=0"))
                    .map(c -> c.split(";", 2)[0])
                    .reduce((a, b) -> a + "; " + b).orElse("");
        }
    }
}
