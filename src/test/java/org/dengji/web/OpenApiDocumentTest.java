package org.dengji.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code /q/openapi} describes the JSON API only, with described request bodies and real type names. */
@QuarkusTest
class OpenApiDocumentTest {

    private static final String SCHEMA_REF = "#/components/schemas/";

    private JsonPath document;

    @BeforeEach
    void fetch() {
        document = given().accept("application/json").queryParam("format", "json").when().get("/q/openapi")
                .then().statusCode(200).extract().jsonPath();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Map<String, Object>> paths() {
        return document.getMap("paths", String.class, (Class<Map<String, Object>>) (Class<?>) Map.class);
    }

    private Set<String> schemaNames() {
        return new TreeSet<>(document.<String, Object>getMap("components.schemas").keySet());
    }

    @Test
    void shouldListOnlyTheJsonApi() {
        List<String> pages = paths().keySet().stream().filter(p -> !p.startsWith("/api/")).toList();
        assertTrue(pages.isEmpty(), "page resources in the API document: " + pages);
        assertTrue(paths().containsKey("/api/v1/eligibility/what-if"));
        assertTrue(paths().containsKey("/api/v1/organisations/{id}"));
    }

    @Test
    void shouldCarryNoTemplateEngineTypes() {
        Set<String> names = schemaNames();
        for (String internal : List.of("TemplateInstance", "Template", "Variant", "EngineImpl", "SectionHelper",
                "Charset", "Locale", "Expression")) {
            assertFalse(names.contains(internal), internal + " in " + names);
        }
    }

    @SuppressWarnings("unchecked")
    @Test
    void shouldDescribeEveryRequestBodyWithAnExample() {
        List<String> undescribed = new ArrayList<>();
        paths().forEach((path, operations) -> operations.forEach((verb, operation) -> {
            Map<String, Object> body = (Map<String, Object>) ((Map<String, Object>) operation).get("requestBody");
            if (body == null) {
                return;
            }
            Map<String, Object> json = (Map<String, Object>) ((Map<String, Object>) body.get("content"))
                    .get("application/json");
            if (json == null) {
                // A file sent as it is (a TRF, a CSV, a PGN): the body's own description says what to send.
                if (body.get("description") == null) {
                    undescribed.add(verb + " " + path);
                }
                return;
            }
            String ref = (String) ((Map<String, Object>) json.get("schema")).get("$ref");
            Map<String, Object> schema = document.getMap("components.schemas." + ref.substring(SCHEMA_REF.length()));
            if (body.get("description") == null || schema.get("description") == null || schema.get("examples") == null) {
                undescribed.add(verb + " " + path);
            }
        }));
        assertTrue(undescribed.isEmpty(), "request bodies without a description or an example: " + undescribed);
    }

    @Test
    void shouldNameEveryTypeForWhatItIs() {
        Set<String> names = schemaNames();
        List<String> vague = names.stream()
                .filter(n -> n.matches(".*\\d") || Set.of("Entry", "Rate", "Part", "Item", "View").contains(n))
                .toList();
        assertTrue(vague.isEmpty(), "schema names that do not say what they are: " + vague);
        assertEquals(SCHEMA_REF + "WhatIfResult",
                document.getString("components.schemas.WhatIfRequest.properties.results.items.$ref"));
        assertEquals(SCHEMA_REF + "NormRateRequest",
                document.getString("components.schemas.ParametersRequest.properties.normRates.items.$ref"));
        assertNotNull(document.get("components.schemas.EligibilityClauseView"));
        assertNotNull(document.get("components.schemas.StandardClauseView"));
    }
}
