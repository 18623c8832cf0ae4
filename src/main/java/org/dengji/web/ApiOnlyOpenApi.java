package org.dengji.web;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * {@code /q/openapi} describes the JSON API and nothing else. The pages are JAX-RS resources too, so
 * the scanner lists them, and with them the template engine's types they return; this filter keeps
 * the paths under {@code /api/} and then only the schemas those paths reach. A new page needs no
 * annotation to stay out.
 */
public class ApiOnlyOpenApi implements OASFilter {

    static final String API = "/api/";
    private static final String SCHEMA_REF = "#/components/schemas/";

    @Override
    public void filterOpenAPI(OpenAPI openApi) {
        if (openApi.getPaths() != null && openApi.getPaths().getPathItems() != null) {
            new ArrayList<>(openApi.getPaths().getPathItems().keySet()).stream()
                    .filter(path -> !path.startsWith(API))
                    .forEach(openApi.getPaths()::removePathItem);
        }
        if (openApi.getComponents() != null && openApi.getComponents().getSchemas() != null) {
            Set<String> reached = reachedSchemas(openApi);
            new ArrayList<>(openApi.getComponents().getSchemas().keySet()).stream()
                    .filter(name -> !reached.contains(name))
                    .forEach(openApi.getComponents()::removeSchema);
            describeRequestBodies(openApi);
        }
    }

    /** A request body without a description of its own takes its schema's (the request record's). */
    private static void describeRequestBodies(OpenAPI openApi) {
        Map<String, Schema> components = openApi.getComponents().getSchemas();
        openApi.getPaths().getPathItems().values().stream()
                .flatMap(item -> item.getOperations().values().stream())
                .map(Operation::getRequestBody)
                .filter(body -> body != null && body.getDescription() == null)
                .forEach(body -> contentSchemas(body.getContent())
                        .filter(schema -> schema != null && schema.getRef() != null)
                        .map(schema -> components.get(schema.getRef().substring(SCHEMA_REF.length())))
                        .filter(schema -> schema != null && schema.getDescription() != null)
                        .findFirst()
                        .ifPresent(schema -> body.setDescription(schema.getDescription())));
    }

    /** The names of the component schemas that the operations refer to, directly or through others. */
    private static Set<String> reachedSchemas(OpenAPI openApi) {
        Map<String, Schema> components = openApi.getComponents().getSchemas();
        Deque<Schema> toVisit = new ArrayDeque<>();
        openApi.getPaths().getPathItems().values().forEach(item -> operationSchemas(item).forEach(toVisit::add));
        Set<String> reached = new HashSet<>();
        while (!toVisit.isEmpty()) {
            Schema schema = toVisit.pop();
            String ref = schema.getRef();
            if (ref != null && ref.startsWith(SCHEMA_REF) && reached.add(ref.substring(SCHEMA_REF.length()))) {
                Schema target = components.get(ref.substring(SCHEMA_REF.length()));
                if (target != null) {
                    toVisit.push(target);
                }
            }
            nested(schema).forEach(toVisit::push);
        }
        return reached;
    }

    private static Stream<Schema> operationSchemas(PathItem item) {
        return item.getOperations().values().stream().flatMap(ApiOnlyOpenApi::operationSchemas);
    }

    private static Stream<Schema> operationSchemas(Operation operation) {
        Stream<Schema> parameters = operation.getParameters() == null ? Stream.empty()
                : operation.getParameters().stream().map(p -> p.getSchema());
        Stream<Schema> body = operation.getRequestBody() == null ? Stream.empty()
                : contentSchemas(operation.getRequestBody().getContent());
        Stream<Schema> responses = operation.getResponses() == null || operation.getResponses().getAPIResponses() == null
                ? Stream.empty()
                : operation.getResponses().getAPIResponses().values().stream().flatMap(r -> contentSchemas(r.getContent()));
        return Stream.of(parameters, body, responses).flatMap(s -> s).filter(Objects::nonNull);
    }

    private static Stream<Schema> contentSchemas(Content content) {
        return content == null || content.getMediaTypes() == null ? Stream.empty()
                : content.getMediaTypes().values().stream().map(m -> m.getSchema());
    }

    private static List<Schema> nested(Schema schema) {
        List<Schema> inside = new ArrayList<>();
        Stream.of(schema.getItems(), schema.getAdditionalPropertiesSchema(), schema.getNot(), schema.getContains(),
                schema.getIfSchema(), schema.getThenSchema(), schema.getElseSchema()).forEach(inside::add);
        Stream.of(schema.getAllOf(), schema.getAnyOf(), schema.getOneOf(), schema.getPrefixItems())
                .filter(Objects::nonNull).flatMap(Collection::stream).forEach(inside::add);
        Stream.of(schema.getProperties(), schema.getDependentSchemas())
                .filter(Objects::nonNull).flatMap(m -> m.values().stream()).forEach(inside::add);
        inside.removeIf(Objects::isNull);
        return inside;
    }
}
