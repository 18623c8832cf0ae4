package org.dengji.registry.importjob;

import java.util.function.LongSupplier;
import org.dengji.registry.imports.ImportProgress;
import org.jboss.logging.Logger;

/**
 * Writes an import's progress to its job row, which is a transaction of its own each time: at each
 * new step, and while the lines are read at most every {@link #EVERY_NANOS} (a file of a hundred
 * thousand lines would otherwise write a hundred thousand times). A failed write is logged and the
 * import goes on: its progress page is a courtesy, its answer is what matters.
 */
final class JobProgress implements ImportProgress {

    /** Half a second: the page reloads every two, so the reader sees every other write at least. */
    static final long EVERY_NANOS = 500_000_000L;

    private static final Logger LOG = Logger.getLogger(JobProgress.class);

    /** Where a step goes: the job row in production, a list in tests. */
    @FunctionalInterface
    interface Writer {
        void write(ImportJobState state, int linesRead, int linesTotal);
    }

    private final Writer writer;
    private final LongSupplier nanoTime;
    private int linesRead;
    private int linesTotal;
    private long writtenAt;
    private boolean written;

    JobProgress(Writer writer, LongSupplier nanoTime) {
        this.writer = writer;
        this.nanoTime = nanoTime;
    }

    @Override
    public void read(int lines, int total) {
        linesRead = lines;
        linesTotal = total;
        if (!written || nanoTime.getAsLong() - writtenAt >= EVERY_NANOS) {
            write(ImportJobState.READING);
        }
    }

    @Override
    public void checking() {
        linesRead = linesTotal;
        write(ImportJobState.CHECKING);
    }

    @Override
    public void saving() {
        write(ImportJobState.SAVING);
    }

    private void write(ImportJobState state) {
        written = true;
        writtenAt = nanoTime.getAsLong();
        try {
            writer.write(state, linesRead, linesTotal);
        } catch (RuntimeException unwritten) {
            LOG.warnf("The progress of an import could not be written (%s: %s); the import goes on.", state, unwritten);
        }
    }
}
