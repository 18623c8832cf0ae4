package org.dengji.ratings.report;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How a rating run over the whole registry works through it ({@code dengji.ratings.*}). */
@ConfigMapping(prefix = "dengji.ratings")
public interface RatingRunConfig {

    /**
     * The results a run over the whole registry reads, rates and writes at a time ({@link WholeRun}): its memory
     * grows with this and with the number of players, not with the registry's games.
     */
    @WithDefault("200000")
    long runStretchResults();

    /**
     * A running queued recomputation whose row has not been written for this long is taken for stopped (its
     * instance died) and queued again. Its runner writes it far more often; a run that was in fact alive finds
     * its row no longer running when it ends, and the one taken again finds the work done and skips it.
     */
    @WithDefault("PT2M")
    java.time.Duration queueStaleAfter();
}
