package org.dengji.registry.importjob;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.DaemonThreads;
import org.dengji.common.Failure;
import org.dengji.registry.csv.CsvImportService;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportProgress;
import org.dengji.registry.trf.TrfImportService;
import org.jboss.logging.Logger;

/**
 * Runs the registrar's page imports in the background, a few at a time ({@link ImportJobConfig}), each
 * through the same import as the API and in its one transaction, as the registrar who uploaded the
 * file: the audit log names them, and their jurisdiction bounds the import as it would in the request.
 * While a job runs, its row is touched every few seconds besides its steps (saving a large file writes no
 * step for a while), so that only the jobs of an instance that stopped ever look stale. The file's bytes
 * live in the task alone and are gone with it.
 */
@ApplicationScoped
public class ImportRunner {

    private static final Logger LOG = Logger.getLogger(ImportRunner.class);

    private final ImportJobs jobs;
    private final ImportSlots slots;
    private final TrfImportService trf;
    private final CsvImportService csv;
    private final Jurisdiction jurisdiction;
    private final CurrentIdentityAssociation identities;
    private final ExecutorService runners;
    private final ScheduledExecutorService heartbeat;
    private final Set<Long> alive = ConcurrentHashMap.newKeySet();

    public ImportRunner(ImportJobConfig config, ImportJobs jobs, ImportSlots slots, TrfImportService trf,
            CsvImportService csv, Jurisdiction jurisdiction, CurrentIdentityAssociation identities) {
        this.jobs = jobs;
        this.slots = slots;
        this.trf = trf;
        this.csv = csv;
        this.jurisdiction = jurisdiction;
        this.identities = identities;
        this.runners = Executors.newFixedThreadPool(config.concurrent(), DaemonThreads.named("dengji-import-"));
        this.heartbeat = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("dengji-import-heartbeat-"));
        long every = Math.max(1000, config.staleAfter().toMillis() / 6);
        heartbeat.scheduleWithFixedDelay(this::touchAlive, every, every, TimeUnit.MILLISECONDS);
    }

    /**
     * Queues {@code upload} as {@code who} and answers its job's id at once; empty when this instance
     * holds as many imports as it may. An organising or home unit that the import would refuse is
     * refused here, before anything is queued (400, 403).
     */
    public Optional<Long> start(ImportUpload upload, SecurityIdentity who) {
        long unit = jobs.organisingUnit(upload.request(), jurisdiction);
        if (!slots.tryTake()) {
            return Optional.empty();
        }
        long id;
        try {
            jobs.sweep();
            id = jobs.open(upload, who.getPrincipal().getName(), unit);
        } catch (RuntimeException e) {
            slots.give();
            throw e;
        }
        alive.add(id);
        SecurityIdentity uploader = detached(who);
        try {
            runners.execute(() -> run(id, upload, uploader));
        } catch (RejectedExecutionException stopping) {
            ended(id);
            jobs.fail(id, ImportJobFailure.ABANDONED);
        }
        return Optional.of(id);
    }

    private void run(long id, ImportUpload upload, SecurityIdentity who) {
        try {
            ImportOutcome outcome = runAs(who, () -> importNow(id, upload));
            jobs.finish(id, outcome);
        } catch (RuntimeException fault) {
            failed(id, fault);
        } finally {
            ended(id);
        }
    }

    private ImportOutcome importNow(long id, ImportUpload upload) {
        ImportProgress progress = new JobProgress((state, read, total) -> jobs.advance(id, state, read, total),
                System::nanoTime);
        return upload.format() == SourceFormat.CSV
                ? csv.importCsv(upload.bytes(), upload.request(), jurisdiction, progress)
                : trf.importTrf(upload.bytes(), upload.request(), jurisdiction, progress);
    }

    /**
     * Runs {@code work} in a request context of its own, signed in as {@code who}: the beans that ask
     * who is acting (the audit log, the jurisdiction) answer as they would in the upload's request.
     */
    private <T> T runAs(SecurityIdentity who, Supplier<T> work) {
        ManagedContext request = Arc.container().requestContext();
        request.activate();
        try {
            identities.setIdentity(who);
            return work.get();
        } finally {
            request.terminate();
        }
    }

    /** The signed-in registrar, kept past the end of their request (whose identity belongs to it). */
    private static SecurityIdentity detached(SecurityIdentity who) {
        return QuarkusSecurityIdentity.builder().setPrincipal(who.getPrincipal()).addRoles(who.getRoles()).build();
    }

    private void failed(long id, RuntimeException fault) {
        if (fault instanceof Failure refusal) {
            LOG.warnf("Import %d was refused (%s): %s", id, refusal.code(), refusal.getMessage());
        } else {
            LOG.errorf(fault, "Import %d stopped on a fault; nothing of its file was written.", id);
        }
        try {
            jobs.fail(id, ImportJobFailure.FAULT);
        } catch (RuntimeException unwritten) {
            LOG.errorf(unwritten, "Import %d could not be marked as failed; its page will say so when it is stale.", id);
        }
    }

    private void ended(long id) {
        alive.remove(id);
        slots.give();
    }

    private void touchAlive() {
        if (alive.isEmpty()) {
            return;
        }
        try {
            jobs.touch(List.copyOf(alive));
        } catch (RuntimeException unwritten) {
            LOG.warnf(unwritten, "Could not say that imports %s still run.", alive);
        }
    }

    /** At shutdown: the imports still running here will not end, and their pages say so at once. */
    @PreDestroy
    void stop() {
        heartbeat.shutdownNow();
        runners.shutdownNow();
        for (Long id : List.copyOf(alive)) {
            try {
                jobs.fail(id, ImportJobFailure.ABANDONED);
            } catch (RuntimeException unwritten) {
                LOG.warnf("Import %d could not be marked as given up at shutdown; it will be when it is stale.", id);
            }
        }
    }
}
