package org.dengji.registry.importjob;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * How the registrar's page imports run in the background ({@code dengji.imports.*}): how many at once
 * on one instance, how many may wait for a free runner before uploads are refused, when a job whose
 * progress is no longer written counts as given up, and how long a finished job's page stays.
 */
@ConfigMapping(prefix = "dengji.imports")
public interface ImportJobConfig {

    /** Imports one instance runs at the same time (each holds its file in memory and a connection). */
    @WithDefault("2")
    int concurrent();

    /** Uploads that may wait for a runner; past these, the form answers 503 and asks for a retry. */
    @WithDefault("2")
    int waiting();

    /**
     * A running job whose row has not been written for this long is taken for dead (its instance
     * stopped): its page says so and asks for the file again. The runner writes far more often.
     */
    @WithDefault("PT2M")
    Duration staleAfter();

    /** A job's row, and with it its page, is deleted this long after it was last written. */
    @WithDefault("PT24H")
    Duration keepFor();
}
