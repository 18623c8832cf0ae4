package org.dengji.web.pagecache;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.stats.CacheStats;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.cache.CaffeineCacheMetrics;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.dengji.common.DengjiConfig;
import org.dengji.common.change.KeptInMemory;

/**
 * Public pages as rendered for visitors who are not signed in, kept by {@link PageKey} for
 * {@link #LIFETIME}, so that a busy player or event page answers from memory instead of querying and
 * rendering on every request. Bounded by weight: the kept bodies' bytes and their keys together stay
 * under {@code dengji.page-cache.max-bytes}, the least used page going first, whatever addresses are
 * asked. Every change forgets them all at once ({@link #forget()}): one made through this instance as it
 * answers, one made through another instance on the same database when it announces it. A page whose
 * rendering failed
 * (an unknown player, say) is never kept, and a kept copy is dropped when rendering it again fails.
 * <p>
 * When a kept page has outlived its lifetime, one request renders it again while the others asking for
 * it meanwhile get the kept copy: otherwise every page kept at the same moment expires at the same
 * moment, and all its visitors wait in the queue behind the renderings. The library's own refresh
 * cannot do this, as a page renders only within its request. A copy is served expired at most until
 * {@link #KEPT_AT_MOST} after it was rendered: then it is gone, even if the request that was rendering
 * it again never finished. (A change made on this instance forgets it at once whatever its age.)
 */
@ApplicationScoped
@Startup // its metrics are reported from the start, before the first page is asked for
public class PageCache implements KeptInMemory {

    static final Duration LIFETIME = Duration.ofSeconds(30);
    static final Duration KEPT_AT_MOST = LIFETIME.multipliedBy(4);
    static final String METRICS_NAME = "public-pages";

    private final long lifetimeNanos;
    /** False when switched off ({@code max-bytes} 0): then nothing rendered is encoded or offered to be kept. */
    private final boolean keeps;
    private final Cache<PageKey, Kept> pages;
    /** Counts {@link #forget()}s: a page rendered while one happened may show old data and is not kept. */
    private final AtomicLong generation = new AtomicLong();

    private record Kept(byte[] body, long renderedAt, AtomicBoolean renderingAgain) {
    }

    /** What a request is to do: send a kept page ({@link Hit}), or render it and report ({@link Render}). */
    sealed interface Lookup permits Hit, Render {
    }

    /** The kept page, as sent. */
    record Hit(byte[] body) implements Lookup {
    }

    /**
     * Render the page; {@code keep} when the rendering is to be kept, {@code replacing} the expired copy
     * that it replaces (dropped if the rendering fails), as of {@code generation} and {@code startedAt}.
     */
    record Render(PageKey key, boolean keep, Kept replacing, long generation, long startedAt) implements Lookup {
    }

    /** Also reported at {@code /q/metrics} as the cache {@value #METRICS_NAME}: its size, hits, evictions. */
    @Inject
    PageCache(DengjiConfig config, MeterRegistry metrics) {
        this(LIFETIME, KEPT_AT_MOST, config.pageCache().maxBytes().asLongValue());
        CaffeineCacheMetrics.monitor(metrics, pages, METRICS_NAME);
    }

    PageCache(Duration lifetime, Duration keptAtMost, long maxBytes) {
        this.lifetimeNanos = lifetime.toNanos();
        this.keeps = maxBytes > 0;
        this.pages = Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((PageKey key, Kept kept) -> key.bytes() + kept.body().length)
                .expireAfterWrite(keptAtMost)
                .executor(Runnable::run) // evicts on the caller's thread: the bound holds when put returns
                .recordStats()
                .build();
    }

    /**
     * What to do for {@code key}. A request whose address carries parameters the page does not read
     * ({@code keep} false) is answered from a kept copy, expired or not, but never leaves its own
     * rendering behind: its page's links may repeat those parameters, which are no other visitor's.
     */
    Lookup lookup(PageKey key, boolean asked) {
        boolean keep = asked && keeps;
        long current = generation.get();
        long now = System.nanoTime();
        Kept kept = pages.getIfPresent(key);
        if (kept == null) {
            return new Render(key, keep, null, current, now);
        }
        if (now - kept.renderedAt() <= lifetimeNanos) {
            return new Hit(kept.body());
        }
        if (keep && kept.renderingAgain().compareAndSet(false, true)) {
            return new Render(key, true, kept, current, now);
        }
        return new Hit(kept.body()); // another request renders it again, or this one could not keep its rendering
    }

    /** Keeps a page rendered as {@code render} asked, unless something changed meanwhile. */
    void rendered(Render render, String html) {
        if (!render.keep() || generation.get() != render.generation()) {
            return;
        }
        Kept fresh = new Kept(html.getBytes(StandardCharsets.UTF_8), render.startedAt(), new AtomicBoolean());
        pages.put(render.key(), fresh);
        if (generation.get() != render.generation()) {
            // forgotten between the check and the put: what was rendered may already be old
            pages.asMap().remove(render.key(), fresh);
        }
    }

    /** The page could not be rendered: what was kept is no longer what the address shows. */
    void failed(Render render) {
        if (render.replacing() != null) {
            pages.asMap().remove(render.key(), render.replacing());
        }
    }

    /** Drops every kept page: the next request for each renders it afresh. */
    public void forget() {
        generation.incrementAndGet();
        pages.invalidateAll();
    }

    @Override
    public void invalidate() {
        forget();
    }

    /** How many pages are kept. */
    public long entries() {
        pages.cleanUp();
        return pages.estimatedSize();
    }

    /** What the kept pages weigh: their bodies' bytes and their keys. */
    public long weight() {
        pages.cleanUp();
        return pages.policy().eviction().orElseThrow().weightedSize().orElseThrow();
    }

    /** Hits, misses and evictions since start. */
    public CacheStats stats() {
        return pages.stats();
    }
}
