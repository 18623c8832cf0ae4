package org.dengji.web.problem;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.dengji.common.Failure;
import org.dengji.common.TooManyElements;
import org.dengji.common.Violation;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The one place where failures become responses: RFC 9457 problem details for the API, an HTML page
 * or a login redirect for pages ({@link ErrorPages}). No class name and no stack trace ever leaves.
 */
public class ProblemMapper {

    private static final Logger LOG = Logger.getLogger(ProblemMapper.class);

    private final ErrorPages pages;

    public ProblemMapper(ErrorPages pages) {
        this.pages = pages;
    }

    @ServerExceptionMapper
    public Response failure(Failure problem, UriInfo uri) {
        Response response = respond(uri, problem.httpStatus(), problem.code(), problem.getMessage(),
                problem.violations());
        return problem.retryAfter().map(wait -> Response.fromResponse(response)
                .header("Retry-After", wholeSeconds(wait)).build()).orElse(response);
    }

    /** Whole seconds, rounded up, as {@code Retry-After} counts them; at least one. */
    static long wholeSeconds(Duration wait) {
        return Math.max(1, (wait.toMillis() + 999) / 1000);
    }

    @ServerExceptionMapper
    public Response constraintViolation(ConstraintViolationException e, UriInfo uri) {
        List<Violation> violations = e.getConstraintViolations().stream()
                .map(v -> Violation.field(fieldOf(v), v.getMessage()))
                .sorted(Comparator.comparing(Violation::field, FieldOrder.INSTANCE))
                .toList();
        return respond(uri, 400, "VALIDATION_FAILED", "The request has invalid fields.", violations);
    }

    @ServerExceptionMapper
    public Response malformedJson(JsonParseException e, UriInfo uri) {
        var at = e.getLocation();
        String detail = "The body is not well-formed JSON.";
        List<Violation> where = at == null ? List.of()
                : List.of(Violation.at(at.getLineNr(), at.getColumnNr(), JsonText.describe(e.getOriginalMessage())));
        return respond(uri, 400, "MALFORMED_JSON", detail, where);
    }

    @ServerExceptionMapper
    public Response unknownField(UnrecognizedPropertyException e, UriInfo uri) {
        return respond(uri, 400, "UNKNOWN_FIELD", "The body has a field this endpoint does not know.",
                List.of(Violation.field(pathOf(e), "unknown field")));
    }

    @ServerExceptionMapper
    public Response invalidValue(InvalidFormatException e, UriInfo uri) {
        String message = e.getTargetType() != null && e.getTargetType().isEnum()
                ? "must be one of " + Arrays.toString(e.getTargetType().getEnumConstants())
                : "has the wrong type or format";
        return respond(uri, 400, "INVALID_VALUE", "A field has a value of the wrong type or an unknown value.",
                List.of(Violation.field(pathOf(e), message)));
    }

    @ServerExceptionMapper
    public Response unreadableJson(JsonMappingException e, UriInfo uri) {
        return respond(uri, 400, "INVALID_BODY", "The body does not have the expected shape.",
                List.of(Violation.field(pathOf(e), "wrong type or shape")));
    }

    /**
     * A list longer than the endpoint reads, refused while the body was read (TOO_MANY_RESULTS): 413, as
     * for a body over its size, with the limit, since the request holds more than this address takes.
     */
    @ServerExceptionMapper
    public Response tooManyElements(TooManyElements e, UriInfo uri) {
        String field = pathOf(e);
        String detail = "The list " + field + " is longer than this address reads: at most " + e.limit() + ".";
        List<Violation> where = List.of(Violation.field(field, "at most " + e.limit()));
        if (!isApi(uri)) {
            return pages.render(413, e.code(), detail, where);
        }
        Problem problem = Problem.of(413, e.code(), detail, uri.getPath(), where).withLimit(e.limit());
        return Response.status(413).type(Problem.MEDIA_TYPE).entity(problem).build();
    }

    /** Named so that it, and not Quarkus's own mapper (400 with no body), answers a mismatched body. */
    @ServerExceptionMapper
    public Response mismatchedJson(MismatchedInputException e, UriInfo uri) {
        return unreadableJson(e, uri);
    }

    /** A type Jackson cannot build is a defect here, not the client's: a 500 with a problem body. */
    @ServerExceptionMapper
    public Response undeserializable(InvalidDefinitionException e, UriInfo uri) {
        return unexpected(e, uri);
    }

    @ServerExceptionMapper
    public Response otherJson(JsonProcessingException e, UriInfo uri) {
        return respond(uri, 400, "MALFORMED_JSON", "The body could not be read as JSON.", List.of());
    }

    @ServerExceptionMapper({ UnauthorizedException.class, AuthenticationFailedException.class })
    public Uni<Response> unauthorized(RuntimeException e, UriInfo uri, RoutingContext routing) {
        if (isApi(uri)) {
            return Uni.createFrom().item(SignInProblems.of(e, routing,
                    (status, code, detail) -> problem(uri, status, code, detail, List.of())));
        }
        if (routing.request().headers().contains(HttpHeaders.AUTHORIZATION)) {
            // A script fetching a page with HTTP Basic: its credentials are refused, and a redirect to
            // the sign-in form would not help it.
            return Uni.createFrom().item(SignInProblems.of(e, routing, pages::renderSignedOut));
        }
        return pages.toLogin(routing);
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e, UriInfo uri) {
        return respond(uri, 403, "FORBIDDEN", "Your role does not allow this.", List.of());
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e, UriInfo uri) {
        // Quarkus REST wraps some body-reading failures; answer them as if they had come unwrapped.
        if (e.getCause() instanceof JsonProcessingException json) {
            return json(json, uri);
        }
        int status = e.getResponse().getStatus();
        if (status < 400) {
            return e.getResponse();
        }
        String code = Response.Status.fromStatusCode(status) == null ? "HTTP_" + status
                : Response.Status.fromStatusCode(status).name();
        String detail = status == 404 ? "Nothing is here." : e.getResponse().getStatusInfo().getReasonPhrase();
        return respond(uri, status, code, detail, List.of());
    }

    /**
     * Whatever no other mapper names: a known failure under a wrapper (a racing write refused at
     * commit, a malformed request refused by the framework) is the 4xx it is; the rest is a 500 with
     * an incident number for the log.
     */
    @ServerExceptionMapper
    public Response unexpected(Throwable e, UriInfo uri) {
        Optional<Response> unwrapped = unwrapped(e, uri);
        if (unwrapped.isPresent()) {
            return unwrapped.get();
        }
        Optional<Refusal> known = KnownFailures.classify(e);
        if (known.isPresent()) {
            Refusal refusal = known.get();
            if (refusal.suspicious()) {
                LOG.warnf(e, "Refused late, by the database, at %s: validation should have caught it", uri.getPath());
            } else {
                LOG.debugf(e, "Refused %s at %s", refusal.code(), uri.getPath());
            }
            return respond(uri, refusal.status(), refusal.code(), refusal.detail(), List.of());
        }
        String incident = UUID.randomUUID().toString();
        LOG.errorf(e, "Unexpected failure, incident %s, at %s", incident, uri.getPath());
        return respond(uri, 500, "INTERNAL_ERROR", "Something went wrong on our side; incident " + incident + ".",
                List.of());
    }

    /** A domain failure or a validation failure that reached here wrapped, e.g. by a commit. */
    private Optional<Response> unwrapped(Throwable e, UriInfo uri) {
        Throwable cause = e.getCause();
        for (int depth = 0; cause != null && depth < 32; depth++, cause = cause.getCause()) {
            if (cause instanceof Failure failure) {
                return Optional.of(failure(failure, uri));
            }
            if (cause instanceof ConstraintViolationException invalid) {
                return Optional.of(constraintViolation(invalid, uri));
            }
        }
        return Optional.empty();
    }

    private Response json(JsonProcessingException e, UriInfo uri) {
        if (e instanceof TooManyElements tooMany) {
            return tooManyElements(tooMany, uri);
        }
        if (e instanceof JsonParseException parse) {
            return malformedJson(parse, uri);
        }
        if (e instanceof UnrecognizedPropertyException unknown) {
            return unknownField(unknown, uri);
        }
        if (e instanceof InvalidFormatException invalid) {
            return invalidValue(invalid, uri);
        }
        if (e instanceof InvalidDefinitionException undefined) {
            return undeserializable(undefined, uri);
        }
        if (e instanceof JsonMappingException mapping) {
            return unreadableJson(mapping, uri);
        }
        return otherJson(e, uri);
    }

    Response respond(UriInfo uri, int status, String code, String detail, List<Violation> violations) {
        if (!isApi(uri)) {
            return pages.render(status, code, detail, violations);
        }
        return problem(uri, status, code, detail, violations);
    }

    private static Response problem(UriInfo uri, int status, String code, String detail, List<Violation> violations) {
        return Response.status(status)
                .type(Problem.MEDIA_TYPE)
                .entity(Problem.of(status, code, detail, uri.getPath(), violations))
                .build();
    }

    static boolean isApi(UriInfo uri) {
        return isApi(uri.getPath());
    }

    /** The JSON API answers problems; every other path is a page (or a file) and answers pages. */
    static boolean isApi(String path) {
        return path != null && path.startsWith("/api/");
    }

    /** {@code create.arg0.nameZh} → {@code nameZh}: drop the method and parameter steps. */
    private static String fieldOf(ConstraintViolation<?> violation) {
        String[] steps = violation.getPropertyPath().toString().split("\\.");
        return steps.length <= 2 ? steps[steps.length - 1]
                : String.join(".", Arrays.copyOfRange(steps, 2, steps.length));
    }

    /** Jackson's reference chain as a JSON path: {@code results[2].rank}. */
    static String pathOf(JsonMappingException e) {
        String path = e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining());
        return path.startsWith(".") ? path.substring(1) : path.isEmpty() ? "(body)" : path;
    }
}
