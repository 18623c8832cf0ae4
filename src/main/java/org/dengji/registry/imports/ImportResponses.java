package org.dengji.registry.imports;

import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * The API's answers to an import: 201 with what was created, 200 with {@code "unchanged": true} for
 * a file seen before, or a 422 problem (RFC 9457) listing every error with its line and column.
 */
public final class ImportResponses {

    private static final String PROBLEM = "application/problem+json";

    private ImportResponses() {
    }

    /** The body of a taken file; {@code items} is named for what was counted (players, games). */
    public record Created(long id, String name, int players, int rounds, boolean unchanged,
            List<ImportError> warnings) {
    }

    /** The body of a games import. */
    public record GamesTaken(long id, String name, int games, int faulty, boolean unchanged,
            List<ImportError> warnings) {
    }

    /** The problem body of a refused file. */
    public record Rejected(String type, String title, int status, String detail, String instance, String code,
            List<ImportError> errors, List<ImportError> warnings) {
    }

    public static Response standings(ImportOutcome outcome, String path) {
        if (outcome instanceof ImportOutcome.Imported i) {
            Created body = new Created(i.eventId(), i.name(), i.items(), i.rounds(), i.unchanged(), i.warnings());
            return Response.status(i.unchanged() ? 200 : 201).entity(body).build();
        }
        return rejected((ImportOutcome.Rejected) outcome, path);
    }

    public static Response games(ImportOutcome outcome, String path) {
        if (outcome instanceof ImportOutcome.Imported i) {
            GamesTaken body = new GamesTaken(i.eventId(), i.name(), i.items(), i.faulty(), i.unchanged(),
                    i.warnings());
            return Response.status(i.unchanged() ? 200 : 201).entity(body).build();
        }
        return rejected((ImportOutcome.Rejected) outcome, path);
    }

    private static Response rejected(ImportOutcome.Rejected r, String path) {
        String detail = r.errors().size() == 1 ? "The file has an error; nothing was imported."
                : "The file has " + r.errors().size() + " errors; nothing was imported.";
        return Response.status(422).type(PROBLEM).entity(new Rejected("/problems/import-rejected",
                "Unprocessable Content", 422, detail, path, "IMPORT_REJECTED", r.errors(), r.warnings())).build();
    }
}
