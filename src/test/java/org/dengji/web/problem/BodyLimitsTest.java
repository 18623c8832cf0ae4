package org.dengji.web.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Which routes may send a file, and which only a form's worth. */
class BodyLimitsTest {

    private static final Set<String> FILE_TYPES = Set.of("multipart/form-data", "text/plain", "text/csv",
            "application/x-chess-pgn");

    @Test
    void shouldGiveTheFileLimitToTheImportsAndTheCorrectionsOnly() {
        for (String path : List.of("/api/v1/events/trf", "/api/v1/events/csv", "/api/v1/events/12/pgn",
                "/api/v1/events/12/corrections", "/registry/events", "/registry/events/3/pgn")) {
            assertTrue(BodyLimits.isFileRoute("POST", path), path);
        }
        for (String path : List.of("/api/v1/eligibility/what-if", "/api/v1/notices/1/objections", "/j_security_check",
                "/eligibility", "/notices/1/objections", "/api/v1/events/x/pgn", "/api/v1/events/1/lock")) {
            assertFalse(BodyLimits.isFileRoute("POST", path), path);
        }
        assertFalse(BodyLimits.isFileRoute("PUT", "/api/v1/events/trf"));
    }

    @Test
    void shouldNeverGiveTheFileLimitToAnOddSpelling() {
        for (String path : List.of("/api/v1/events/trf/../../eligibility/what-if", "//api/v1/events/trf",
                "/api/v1/events/%74rf", "/api/v1/events/trf/", "/API/v1/events/trf", "/api/v1/events/1/pgn;x")) {
            assertFalse(BodyLimits.isFileRoute("POST", path), path);
        }
    }

    @Test
    void shouldGiveTheFileLimitToEveryEndpointThatTakesAFile() {
        Set<String> takingFiles = new TreeSet<>();
        for (Class<?> resource : resources()) {
            for (Method method : resource.getDeclaredMethods()) {
                if (method.isAnnotationPresent(POST.class) && takesAFile(method)) {
                    takingFiles.add(pathOf(resource, method));
                }
            }
        }
        assertEquals(5, takingFiles.size(), "the imports through the API and the upload forms: " + takingFiles);
        for (String path : takingFiles) {
            assertTrue(BodyLimits.isFileRoute("POST", path.replaceAll("\\{\\w+}", "7")), path);
        }
    }

    @Test
    void shouldRefuseAFileLimitBelowTheFormLimit() {
        assertThrows(IllegalArgumentException.class, () -> new BodyLimits(64 * 1024, 1024));
        assertThrows(IllegalArgumentException.class, () -> new BodyLimits(0, 1024));
    }

    @Test
    void shouldDescribeALimitAsPeopleReadIt() {
        assertEquals("64 KiB", BodySize.describe(65_536));
        assertEquals("20 MiB", BodySize.describe(20 * 1024 * 1024));
        assertEquals("1000 bytes", BodySize.describe(1000));
    }

    private static boolean takesAFile(Method method) {
        Consumes consumes = method.getAnnotation(Consumes.class);
        return consumes != null && Stream.of(consumes.value()).anyMatch(FILE_TYPES::contains);
    }

    private static List<Class<?>> resources() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.dengji").stream().<Class<?>>map(JavaClass::reflect)
                .filter(c -> c.isAnnotationPresent(Path.class)).toList();
    }

    private static String pathOf(Class<?> resource, Method method) {
        String sub = method.isAnnotationPresent(Path.class) ? method.getAnnotation(Path.class).value() : "";
        String joined = ("/" + resource.getAnnotation(Path.class).value() + "/" + sub).replaceAll("/+", "/");
        return joined.length() > 1 && joined.endsWith("/") ? joined.substring(0, joined.length() - 1) : joined;
    }
}
