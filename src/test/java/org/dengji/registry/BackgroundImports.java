package org.dengji.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * The desk's upload form imports in the background: it answers 303 to the import's page, which reloads
 * itself until the import ends. These follow that way as a browser would, by reading the page again.
 */
public final class BackgroundImports {

    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private BackgroundImports() {
    }

    /** The path of the import's page that an upload's answer sends to; the answer must be that 303. */
    public static String jobPage(Response upload) {
        assertEquals(303, upload.statusCode(), upload.asString());
        String page = URI.create(upload.header("Location")).getPath();
        if (!page.matches("/registry/imports/\\d+")) {
            throw new AssertionError("the upload sent to " + page);
        }
        return page;
    }

    /**
     * Reads the import's page until it no longer reloads itself, and returns that last answer: a 303 to
     * the draft, the desk with the file's errors, or the page of a failed import.
     *
     * @param session a request of the browser that reads the page, following no redirect
     */
    public static Response awaitEnd(Supplier<RequestSpecification> session, String page) {
        Instant giveUp = Instant.now().plus(PATIENCE);
        while (true) {
            Response answer = session.get().when().get(page);
            if (answer.statusCode() != 200 || !answer.asString().contains("http-equiv=\"refresh\"")) {
                return answer;
            }
            if (Instant.now().isAfter(giveUp)) {
                throw new AssertionError(page + " still runs after " + PATIENCE + ": " + answer.asString());
            }
            pause();
        }
    }

    /** The draft's address that the ended import's page sends to: {@code /registry/events/{id}?done=…}. */
    public static String draftOf(Response end) {
        assertEquals(303, end.statusCode(), end.asString());
        URI draft = URI.create(end.header("Location"));
        return draft.getPath() + "?" + draft.getQuery();
    }

    /** The id of the event in a draft address. */
    public static long eventId(String draft) {
        return Long.parseLong(draft.replaceAll("^/registry/events/(\\d+).*$", "$1"));
    }

    private static void pause() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for an import", e);
        }
    }
}
