package org.dengji.registry.imports;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditNote;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.RegistryLock;
import org.dengji.common.Violation;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventImport;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventStatus;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.player.PlayerService;

/**
 * Writes a standings file that was read without error as a new DRAFT event with its players,
 * results and crosstable, in one transaction: the whole file or nothing. The same file again within
 * the organising unit (recognised by what the registry stores of it, {@link Fingerprint}) changes
 * nothing and says so. A refused file writes nothing but an audit row saying who tried, when, which
 * file (its fingerprint) and how many errors it had.
 */
@ApplicationScoped
public class StandingsImporter {

    private final PlayerService players;
    private final RegistryLock lock;
    private final AuditLog audit;
    private final Clock clock;

    public StandingsImporter(PlayerService players, RegistryLock lock, AuditLog audit, Clock clock) {
        this.players = players;
        this.lock = lock;
        this.audit = audit;
        this.clock = clock;
    }

    /**
     * Imports {@code file} for {@code who}, who must cover the organising unit and the home units named;
     * {@code progress} hears when the checks begin and when the writing does.
     */
    @Transactional
    public ImportOutcome write(StandingsFile read, ImportRequest request, SourceFormat format, Jurisdiction who,
            ImportProgress progress) {
        progress.checking();
        Organisation unit = unit("organisation", request.organisation(), who);
        Organisation home = request.homeUnit() == null ? unit : unit("homeUnit", request.homeUnit(), who);
        List<ImportError> errors = new ArrayList<>(read.errors());
        EventDraft draft = EventDraft.of(read, request, errors);
        StandingsFile file = BirthDates.plausible(read, draft.toEvent(), format);
        String fingerprint = Fingerprint.of(format, file, draft.toEvent());
        if (!errors.isEmpty()) {
            return refused(unit, format, fingerprint, errors, file.warnings());
        }
        lock.acquire(RegistryLock.PLAYER_REGISTRATION);
        Optional<Event> before = Event.<Event>find("organiser = ?1 and sourceHash = ?2", unit, fingerprint)
                .firstResultOptional();
        if (before.isPresent()) {
            Event seen = before.get();
            return imported(seen, (int) EventResult.count("event", seen), true, file.warnings());
        }
        Map<String, Organisation> rowUnits = RowUnits.of(file.lines(), who, errors);
        PlayerPlacement placement = PlayerPlacement.resolve(players, file.lines(), who, home, rowUnits, errors);
        if (!errors.isEmpty()) {
            return refused(unit, format, fingerprint, errors, file.warnings());
        }
        progress.saving();
        Event event = draft.persist(unit, fingerprint, format, clock.instant());
        List<ImportError> warnings = new ArrayList<>(file.warnings());
        placement.write(event, clock.instant()).ifPresent(warnings::add);
        record(event, format, fingerprint, file.lines().size(), clock.instant());
        ImportWarnings.keep(event.id, warnings);
        audit.record(AuditRecord.of("EVENT_IMPORTED", AuditedEntity.EVENT, event.id, event.organiser.id)
                .change(null, event.summary()).noting(AuditNote.FILE, format, fingerprint));
        return imported(event, file.lines().size(), false, warnings);
    }

    /**
     * The unit a parameter names, which the registrar must cover: 400 for a code that names no unit,
     * 403 for one outside the registrar's subtree (unit codes are public, and the caller named it). The
     * upload form asks the same before it hands a file to a background import.
     */
    public static Organisation unit(String parameter, String code, Jurisdiction who) {
        Organisation unit = Organisation.<Organisation>find("unitCode", code).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "There is no unit " + code + ".",
                        Violation.field(parameter, "no such unit")));
        who.requireCovers(unit);
        return unit;
    }

    /**
     * Nothing of the file is written; the audit row says who tried (the audit log knows the actor),
     * when, which file and how many errors it had, never what they were (they may name players).
     */
    private ImportOutcome refused(Organisation unit, SourceFormat format, String fingerprint, List<ImportError> errors,
            List<ImportError> warnings) {
        audit.record(AuditRecord.of("IMPORT_REFUSED", AuditedEntity.IMPORT, fingerprint, unit.id)
                .noting(AuditNote.IMPORT_ERRORS, format, errors.size()));
        return new ImportOutcome.Rejected(errors, warnings);
    }

    private static ImportOutcome imported(Event event, int players, boolean unchanged, List<ImportError> warnings) {
        return new ImportOutcome.Imported(event.id, event.name, players, event.rounds, unchanged, 0, warnings);
    }

    private static void record(Event event, SourceFormat format, String hash, int items, Instant now) {
        EventImport i = new EventImport();
        i.eventId = event.id;
        i.kind = format;
        i.contentHash = hash;
        i.items = items;
        i.importedAt = now;
        i.persist();
    }
}
