package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The public endpoints are exactly those listed in {@link PublicEndpoints}; every other one names roles. */
class PublicEndpointsTest {

    private static final Map<Class<? extends Annotation>, String> VERBS = Map.of(GET.class, "GET", POST.class, "POST",
            PUT.class, "PUT", DELETE.class, "DELETE");

    @Test
    void shouldListEveryPermitAllEndpointAndNothingElse() {
        TreeSet<String> open = new TreeSet<>();
        List<String> unguarded = new ArrayList<>();
        for (Class<?> resource : resources()) {
            for (Method method : resource.getDeclaredMethods()) {
                String verb = verbOf(method);
                if (verb == null) {
                    continue;
                }
                String endpoint = verb + " " + pathOf(resource, method);
                boolean permitAll = method.isAnnotationPresent(PermitAll.class)
                        || (resource.isAnnotationPresent(PermitAll.class) && !method.isAnnotationPresent(RolesAllowed.class));
                boolean roles = method.isAnnotationPresent(RolesAllowed.class) || resource.isAnnotationPresent(RolesAllowed.class);
                if (permitAll) {
                    open.add(endpoint);
                } else if (!roles) {
                    unguarded.add(endpoint);
                }
            }
        }
        assertEquals(new TreeSet<>(PublicEndpoints.LIST), open, "public endpoints differ from PublicEndpoints.LIST");
        assertTrue(unguarded.isEmpty(), "endpoints without @RolesAllowed or @PermitAll: " + unguarded);
    }

    private static List<Class<?>> resources() {
        return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.dengji").stream()
                .filter(c -> c.isAnnotatedWith(Path.class))
                .<Class<?>>map(JavaClass::reflect)
                .toList();
    }

    private static String verbOf(Method method) {
        return VERBS.entrySet().stream().filter(e -> method.isAnnotationPresent(e.getKey()))
                .map(Map.Entry::getValue).findFirst().orElse(null);
    }

    private static String pathOf(Class<?> resource, Method method) {
        String base = resource.getAnnotation(Path.class).value();
        String sub = method.isAnnotationPresent(Path.class) ? method.getAnnotation(Path.class).value() : "";
        String joined = ("/" + base + "/" + sub).replaceAll("/+", "/");
        return joined.length() > 1 && joined.endsWith("/") ? joined.substring(0, joined.length() - 1) : joined;
    }
}
