package org.dengji.common;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Public pages as rendered for visitors who are not signed in, kept by address for a short while,
 * so that a busy player or event page answers from memory instead of querying and rendering on
 * every request. Every change made through this instance forgets them all at once ({@link #forget()});
 * another instance of the service shows the change when its own copy expires. A page whose rendering
 * failed (an unknown player, say) is never kept.
 * <p>
 * When a kept page has outlived its lifetime, one request renders it again while the others asking
 * for it meanwhile get the kept copy: otherwise every page kept at the same moment expires at the
 * same moment, and all its visitors wait in the queue behind the renderings.
 */
public final class PublicPageCache {

    /** Pages kept before the cache starts again empty: bounds memory whatever addresses are asked. */
    static final int MAX_ENTRIES = 20_000;

    private final long lifetimeNanos;
    private final Map<String, Kept> pages = new ConcurrentHashMap<>();
    /** Counts {@link #forget()}s: a page rendered while one happened may show old data and is not kept. */
    private final AtomicLong generation = new AtomicLong();

    private record Kept(String html, long renderedAt, long generation, AtomicBoolean renderingAgain) {
    }

    public PublicPageCache(Duration lifetime) {
        this.lifetimeNanos = lifetime.toNanos();
    }

    /** The page kept under {@code key}, or a fresh rendering, kept when nothing changed meanwhile. */
    public String page(String key, Supplier<String> render) {
        long now = System.nanoTime();
        long current = generation.get();
        Kept kept = pages.get(key);
        if (kept != null && kept.generation() == current) {
            boolean fresh = now - kept.renderedAt() <= lifetimeNanos;
            if (fresh || !kept.renderingAgain().compareAndSet(false, true)) {
                return kept.html();
            }
        }
        String html;
        try {
            html = render.get();
        } catch (RuntimeException | Error e) {
            if (kept != null) {
                // What was kept is no longer what the address shows (the player is gone, say).
                pages.remove(key, kept);
            }
            throw e;
        }
        if (generation.get() == current) {
            if (pages.size() >= MAX_ENTRIES) {
                pages.clear();
            }
            pages.put(key, new Kept(html, now, current, new AtomicBoolean()));
        }
        return html;
    }

    /** Drops every kept page: the next request for each renders it afresh. */
    public void forget() {
        generation.incrementAndGet();
        pages.clear();
    }

    int size() {
        return pages.size();
    }
}
