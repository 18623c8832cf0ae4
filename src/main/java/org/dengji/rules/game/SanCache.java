package org.dengji.rules.game;

import java.util.HashMap;
import java.util.Map;
import org.dengji.rules.NotationError;
import org.dengji.rules.Result;
import org.dengji.rules.San;

/**
  * A per-thread memo of CORE's {@link San#parse}: the syntactic reading of a token does not depend
  * on the position and {@link San} is immutable, while the same few thousand tokens ("e4", "Nf3",
  * "O-O") make up most of any game collection. Profiling the corpus showed parsing at about a
  * fifth of validation time; a hash lookup is much cheaper. Bounded: cleared when full.
  */
final class SanCache {
    private static final int LIMIT = 1 << 14;
    private static final ThreadLocal<SanCache> PER_THREAD = ThreadLocal.withInitial(SanCache::new);

    private final Map<String, Result<San, NotationError>> parsed = new HashMap<>(LIMIT * 2);

    private SanCache() {}

    static SanCache current() {
        return PER_THREAD.get();
    }

    Result<San, NotationError> parse(String token) {
        Result<San, NotationError> result = parsed.get(token);
        return result != null ? result : remember(token);
    }

    /** The rare miss, kept apart so that the hot lookup stays small for the JIT. */
    private Result<San, NotationError> remember(String token) {
        if (parsed.size() >= LIMIT) {
            parsed.clear();
        }
        Result<San, NotationError> result = San.parse(token);
        parsed.put(token, result);
        return result;
    }
}
