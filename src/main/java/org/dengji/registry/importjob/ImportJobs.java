package org.dengji.registry.importjob;

import io.quarkus.runtime.StartupEvent;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import jakarta.transaction.Transactional.TxType;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.registry.event.Event;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.imports.StandingsImporter;
import org.jboss.logging.Logger;

/**
 * The rows of background imports. Every write is a short transaction of its own, also when it is
 * called from inside an import's transaction, so that the progress is readable by every instance while
 * the import itself still commits all or nothing. Times are the machine's, not the application clock's
 * (which tests set to a day of their choosing): they measure how long ago a runner last wrote, so the
 * instances sharing the database must keep their clocks within seconds of each other (NTP does), far
 * less than {@link ImportJobConfig#staleAfter()}.
 */
@ApplicationScoped
public class ImportJobs {

    private static final Logger LOG = Logger.getLogger(ImportJobs.class);
    private static final int LONGEST_FILE_NAME = 200;

    private final ImportJobConfig config;

    public ImportJobs(ImportJobConfig config) {
        this.config = config;
    }

    /** Gives up the jobs left running by an instance that stopped, and forgets the old ones. */
    void onStart(@Observes StartupEvent start) {
        sweep();
    }

    /** A new job for {@code upload}, waiting for a runner. */
    @Transactional(TxType.REQUIRES_NEW)
    public long open(ImportUpload upload, String startedBy, long organisationId) {
        Instant now = Instant.now();
        ImportJob job = new ImportJob();
        job.startedBy = startedBy;
        job.organisationId = organisationId;
        job.format = upload.format();
        job.fileName = fileName(upload.fileName());
        job.state = ImportJobState.WAITING;
        job.createdAt = now;
        job.updatedAt = now;
        job.persist();
        return job.id;
    }

    /** Records a step of a running job; a job that has ended (or was given up) keeps its end. */
    @Transactional(TxType.REQUIRES_NEW)
    public void advance(long id, ImportJobState state, int linesRead, int linesTotal) {
        ImportJob.update("state = ?1, linesRead = ?2, linesTotal = ?3, updatedAt = ?4 where id = ?5 and state in ?6",
                state, linesRead, linesTotal, Instant.now(), id, ImportJobState.RUNNING);
    }

    /** Says that the jobs {@code ids} still run, so that no reader takes them for dead. */
    @Transactional(TxType.REQUIRES_NEW)
    public void touch(Collection<Long> ids) {
        ImportJob.update("updatedAt = ?1 where id in ?2 and state in ?3", Instant.now(), List.copyOf(ids),
                ImportJobState.RUNNING);
    }

    /**
     * Records how the import ended. It overrides a job given up meanwhile: the import did commit (or
     * refuse), and that is what its page must say.
     */
    @Transactional(TxType.REQUIRES_NEW)
    public void finish(long id, ImportOutcome outcome) {
        ImportJob job = ImportJob.findById(id);
        job.failure = null;
        job.warningCount = outcome.warnings().size();
        job.linesRead = job.linesTotal;
        job.updatedAt = Instant.now();
        if (outcome instanceof ImportOutcome.Imported taken) {
            job.state = ImportJobState.IMPORTED;
            job.eventId = taken.eventId();
            job.unchanged = taken.unchanged();
            return;
        }
        ImportOutcome.Rejected refused = (ImportOutcome.Rejected) outcome;
        job.state = ImportJobState.REFUSED;
        job.errorCount = refused.errors().size();
        ImportJobEntry.delete("jobId", id);
        ImportJobEntry.keep(id, ImportJobEntry.ERROR, refused.errors());
        ImportJobEntry.keep(id, ImportJobEntry.WARNING, refused.warnings());
    }

    /** Records that the import stopped without an answer. */
    @Transactional(TxType.REQUIRES_NEW)
    public void fail(long id, ImportJobFailure why) {
        ImportJob.update("state = ?1, failure = ?2, updatedAt = ?3 where id = ?4", ImportJobState.FAILED, why,
                Instant.now(), id);
    }

    /**
     * Gives up every running job whose row went unwritten for {@link ImportJobConfig#staleAfter()} (its
     * instance died: no runner writes it any more), and deletes the jobs last written more than
     * {@link ImportJobConfig#keepFor()} ago. Any instance may do it, at any time: both are idempotent.
     */
    @Transactional(TxType.REQUIRES_NEW)
    public void sweep() {
        Instant now = Instant.now();
        long abandoned = ImportJob.update("state = ?1, failure = ?2, updatedAt = ?3 where state in ?4 and updatedAt < ?5",
                ImportJobState.FAILED, ImportJobFailure.ABANDONED, now, ImportJobState.RUNNING,
                now.minus(config.staleAfter()));
        Instant old = now.minus(config.keepFor());
        ImportJobEntry.delete("jobId in (select j.id from ImportJob j where j.updatedAt < ?1)", old);
        long forgotten = ImportJob.delete("updatedAt < ?1", old);
        if (abandoned + forgotten > 0) {
            LOG.infof("Background imports: %d given up (their instance stopped), %d old ones forgotten.", abandoned,
                    forgotten);
        }
    }

    /**
     * The job {@code id} if {@code viewer} may read it: the registrar who started it, or an administrator
     * whose subtree holds its organising unit. Empty for anyone else, as for a job that does not exist,
     * so that nobody learns of another unit's imports. A running job found stale is given up here.
     */
    @Transactional
    public Optional<ImportJobView> readableBy(long id, SecurityIdentity viewer, Jurisdiction jurisdiction) {
        ImportJob job = ImportJob.findById(id);
        if (job == null) {
            return Optional.empty();
        }
        boolean starter = job.startedBy.equals(viewer.getPrincipal().getName());
        if (!starter && !(viewer.hasRole(Role.ADMIN_NAME) && jurisdiction.covers(organiser(job)))) {
            return Optional.empty();
        }
        if (job.state.isRunning() && job.updatedAt.isBefore(Instant.now().minus(config.staleAfter()))) {
            job.state = ImportJobState.FAILED;
            job.failure = ImportJobFailure.ABANDONED;
            job.updatedAt = Instant.now();
        }
        return Optional.of(view(job, starter));
    }

    /**
     * The organising unit's id, checked before anything is queued as the import itself checks it, so that
     * the form answers at once as it always has: 400 for a code that names no unit, 403 for a unit, or a
     * home unit for new players, outside the registrar's subtree.
     */
    @Transactional
    public long organisingUnit(ImportRequest request, Jurisdiction who) {
        Organisation unit = StandingsImporter.unit("organisation", request.organisation(), who);
        if (request.homeUnit() != null) {
            StandingsImporter.unit("homeUnit", request.homeUnit(), who);
        }
        return unit.id;
    }

    private static Organisation organiser(ImportJob job) {
        return Organisation.findById(job.organisationId);
    }

    private static ImportJobView view(ImportJob job, boolean starter) {
        boolean refused = job.state == ImportJobState.REFUSED;
        List<ImportError> errors = refused ? ImportJobEntry.of(job.id, ImportJobEntry.ERROR) : List.of();
        List<ImportError> warnings = refused ? ImportJobEntry.of(job.id, ImportJobEntry.WARNING) : List.of();
        String eventName = job.eventId == null ? null
                : Event.<Event>findByIdOptional(job.eventId).map(e -> e.name).orElse(null);
        return new ImportJobView(job.id, job.state, job.failure, job.fileName, job.linesRead, job.linesTotal,
                job.eventId, eventName, job.unchanged, errors, job.errorCount, warnings, job.warningCount, starter);
    }

    /** The file's own name, without a folder some browsers send with it, and without control characters. */
    private static String fileName(String sent) {
        String name = sent == null ? "" : sent.substring(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1)
                .replaceAll("\\p{Cntrl}", "").strip();
        if (name.isEmpty()) {
            return null;
        }
        return name.length() <= LONGEST_FILE_NAME ? name : name.substring(0, LONGEST_FILE_NAME);
    }
}
