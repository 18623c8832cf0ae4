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
}
