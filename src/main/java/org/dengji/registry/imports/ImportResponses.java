package org.dengji.registry.imports;

import jakarta.ws.rs.core.Response;
import java.util.List;
import org.dengji.common.i18n.Language;

/**
 * The API's answers to an import: 201 with what was created, 200 with {@code "unchanged": true} for
 * a file seen before, or a 422 problem (RFC 9457) listing the errors with their line and column. The
 * messages are in the caller's language (Accept-Language; English by default). At most
 * {@link #LISTED} errors and as many warnings are listed, with the counts of all: a file of a
 * hundred thousand broken lines answers with a page, not a hundred thousand objects.
 */
public final class ImportResponses {

    public static final int LISTED = 100;
    private static final String PROBLEM = "application/problem+json";

    private ImportResponses() {
    }

    /** One error or warning as the API shows it. */
    public record Entry(int line, Integer column, String code, String message) {
        public static List<Entry> of(List<ImportError> errors, Language language) {
            return errors.stream().limit(LISTED)
                    .map(e -> new Entry(e.line(), e.column(), e.code().name(), e.message(language))).toList();
        }
    }

    /** The body of a taken file; {@code items} is named for what was counted (players, games). */
    public record Created(long id, String name, int players, int rounds, boolean unchanged, List<Entry> warnings,
            int warningCount) {
    }

    /** The body of a games import. */
    public record GamesTaken(long id, String name, int games, int faulty, boolean unchanged, List<Entry> warnings,
            int warningCount) {
    }

    /** The problem body of a refused file. */
    public record Rejected(String type, String title, int status, String detail, String instance, String code,
            List<Entry> errors, int errorCount, List<Entry> warnings, int warningCount) {
    }

    public static Response standings(ImportOutcome outcome, String path, Language language) {
        if (outcome instanceof ImportOutcome.Imported i) {
            Created body = new Created(i.eventId(), i.name(), i.items(), i.rounds(), i.unchanged(),
                    Entry.of(i.warnings(), language), i.warnings().size());
            return Response.status(i.unchanged() ? 200 : 201).entity(body).build();
        }
        return rejected((ImportOutcome.Rejected) outcome, path, language);
    }

    public static Response games(ImportOutcome outcome, String path, Language language) {
        if (outcome instanceof ImportOutcome.Imported i) {
            GamesTaken body = new GamesTaken(i.eventId(), i.name(), i.items(), i.faulty(), i.unchanged(),
                    Entry.of(i.warnings(), language), i.warnings().size());
            return Response.status(i.unchanged() ? 200 : 201).entity(body).build();
        }
        return rejected((ImportOutcome.Rejected) outcome, path, language);
    }

    private static Response rejected(ImportOutcome.Rejected r, String path, Language language) {
        int n = r.errors().size();
        String detail = language == Language.ZH ? "文件有 " + n + " 个错误，没有导入任何内容。"
                : n == 1 ? "The file has an error; nothing was imported."
                : "The file has " + n + " errors; nothing was imported.";
        return Response.status(422).type(PROBLEM).entity(new Rejected("/problems/import-rejected",
                "Unprocessable Content", 422, detail, path, "IMPORT_REJECTED", Entry.of(r.errors(), language), n,
                Entry.of(r.warnings(), language), r.warnings().size())).build();
    }
}
