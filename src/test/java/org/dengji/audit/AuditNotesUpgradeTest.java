package org.dengji.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The upgrade that keeps Dengji's own notes as codes turns every note written before it, in its English
 * wording, into the code and arguments written now, and leaves a person's reason as it was. Rows in the
 * old form are written, then the upgrade's statements on the audit log run again over them.
 */
@QuarkusTest
class AuditNotesUpgradeTest {

    /** An entry as it was written before the upgrade, and what the upgrade must make of it. */
    private record Before(String action, String reason, String code, String arguments) {
    }

    private static final List<Before> WRITTEN = List.of(
            new Before("APPLICATION_OPENED", "evaluated on 2025-07-01", "EVALUATED_ON", "2025-07-01"),
            new Before("APPLICATION_POST_EVENT_NOTICE", "placed on notice with the qualifiers of the event",
                    "PLACED_WITH_EVENT", null),
            new Before("APPLICATION_NOTICE_CLOSED", "notice over on 2025-07-08 with no open objection", "NOTICE_OVER",
                    "2025-07-08"),
            new Before("STANDARD_DRAFT_CREATED", "copy of CN-NATIONAL-1", "COPY_OF", "CN-NATIONAL-1"),
            new Before("STANDARD_CLAUSE_UPDATED", "clause M-GM-2", "CLAUSE", "M-GM-2"),
            new Before("STANDARD_SUPERSEDED", "superseded by CN-NATIONAL-2", "SUPERSEDED_BY", "CN-NATIONAL-2"),
            new Before("ORGANISATION_UPDATED", "moved from 5101 to 5102", "MOVED", "5101 5102"),
            new Before("PLAYER_MERGED", "merge 12: 3 results from CN00000042", "MERGED", "12 3 CN00000042"),
            new Before("DUPLICATE_DISMISSED", "not the same player as CN00000042", "NOT_SAME_PLAYER", "CN00000042"),
            new Before("PLAYER_MERGE_UNDONE", "undo merge 12: 3 results back from CN00000041", "MERGE_UNDONE",
                    "12 3 CN00000041"),
            new Before("EVENT_IMPORTED", "TRF 9f2c01", "FILE", "TRF 9f2c01"),
            new Before("GAMES_IMPORTED", "77ab02", "FILE", "PGN 77ab02"),
            new Before("IMPORT_REFUSED", "CSV errors=4", "IMPORT_ERRORS", "CSV 4"),
            new Before("USER_CREATED", "first start", "FIRST_START", null),
            new Before("USER_PASSWORD_RESET", "password set by an administrator", "PASSWORD_SET", null),
            new Before("EVENT_CORRECTED", "evaluated on the arbiter's report", null, null),
            new Before("APPLICATION_RETURN", "placed on notice with the qualifiers of the event", null, null));

    @Inject
    EntityManager entities;

    @Test
    void shouldKeepEveryNoteWrittenBeforeAsItsCodeAndAPersonsReasonAsWritten() {
        String batch = "upgrade-" + UUID.randomUUID().toString().substring(0, 8);
        QuarkusTransaction.requiringNew().run(() -> {
            for (int i = 0; i < WRITTEN.size(); i++) {
                AuditEntry e = new AuditEntry();
                e.at = Instant.parse("2025-07-01T00:00:00Z");
                e.actor = "system";
                e.action = WRITTEN.get(i).action();
                e.entityType = batch;
                e.entityId = String.valueOf(i);
                e.reason = WRITTEN.get(i).reason();
                e.persist();
            }
        });
        QuarkusTransaction.requiringNew().run(() -> auditStatements().forEach(
                sql -> entities.createNativeQuery(sql).executeUpdate()));

        List<AuditEntry> upgraded = QuarkusTransaction.requiringNew().call(() -> AuditEntry.<AuditEntry>list(
                "entityType = ?1 order by id", batch));
        for (int i = 0; i < WRITTEN.size(); i++) {
            Before before = WRITTEN.get(i);
            AuditEntry after = upgraded.get(i);
            boolean noted = before.code() != null;
            assertEquals(before.code(), after.noteCode, before.reason());
            assertEquals(before.arguments(), after.noteArguments, before.reason());
            assertEquals(noted ? null : before.reason(), after.reason, before.reason());
            if (noted) {
                assertEquals(AuditNote.valueOf(before.code()).arguments(), after.noteArgumentList().size(),
                        before.reason());
            }
        }
    }

    /** The upgrade's statements on the audit log's rows (its other statements change the schema, once). */
    private static List<String> auditStatements() {
        String migration = read("db/migration/V56__notes_in_every_language.sql");
        return Arrays.stream(migration.split(";")).map(AuditNotesUpgradeTest::withoutComments)
                .filter(sql -> sql.startsWith("UPDATE audit_entry")).toList();
    }

    private static String withoutComments(String sql) {
        return Arrays.stream(sql.split("\n")).filter(line -> !line.startsWith("--")).reduce("", (a, b) -> a + b + "\n")
                .strip();
    }

    private static String read(String resource) {
        try (InputStream in = AuditNotesUpgradeTest.class.getClassLoader().getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
