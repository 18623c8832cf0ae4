package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PublicPageCacheTest {

    private final AtomicInteger renderings = new AtomicInteger();

    private String render() {
        return "page " + renderings.incrementAndGet();
    }

    @Test
    void shouldKeepAPageByAddressUntilItIsForgotten() {
        PublicPageCache cache = new PublicPageCache(Duration.ofHours(1));
        assertEquals("page 1", cache.page("zh /players/1", this::render));
        assertEquals("page 1", cache.page("zh /players/1", this::render));
        assertEquals("page 2", cache.page("en /players/1", this::render), "another language is another page");
        cache.forget();
        assertEquals("page 3", cache.page("zh /players/1", this::render));
    }

    @Test
    void shouldRenderAgainOnceThePageIsOlderThanItsLifetime() {
        PublicPageCache cache = new PublicPageCache(Duration.ZERO);
        cache.page("zh /", this::render);
        assertEquals("page 2", cache.page("zh /", this::render));
    }

    @Test
    void shouldServeTheKeptCopyWhileOneRequestRendersAnExpiredPageAgain() throws Exception {
        PublicPageCache cache = new PublicPageCache(Duration.ZERO);
        cache.page("zh /players/1", this::render);
        CountDownLatch rendering = new CountDownLatch(1);
        CountDownLatch mayFinish = new CountDownLatch(1);
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> cache.page("zh /players/1", () -> {
            rendering.countDown();
            await(mayFinish);
            return render();
        }));
        assertTrue(rendering.await(10, TimeUnit.SECONDS));
        assertEquals("page 1", cache.page("zh /players/1", this::render), "the kept copy, not a second rendering");
        assertEquals(1, renderings.get());
        mayFinish.countDown();
        assertEquals("page 2", first.get(10, TimeUnit.SECONDS));
        assertEquals("page 3", cache.page("zh /players/1", this::render), "expired again at once: rendered again");
    }

    @Test
    void shouldDropTheKeptCopyWhenRenderingItAgainFails() {
        PublicPageCache cache = new PublicPageCache(Duration.ZERO);
        cache.page("zh /players/X", this::render);
        assertThrows(IllegalStateException.class, () -> cache.page("zh /players/X", () -> {
            throw new IllegalStateException("the player is gone");
        }));
        assertEquals(0, cache.size());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void shouldNotKeepAPageRenderedWhileAChangeWasMade() {
        PublicPageCache cache = new PublicPageCache(Duration.ofHours(1));
        assertEquals("old", cache.page("zh /", () -> {
            cache.forget();
            return "old";
        }));
        assertEquals("page 1", cache.page("zh /", this::render));
    }

    @Test
    void shouldNeverKeepAFailedRendering() {
        PublicPageCache cache = new PublicPageCache(Duration.ofHours(1));
        assertThrows(IllegalStateException.class, () -> cache.page("zh /players/X", () -> {
            throw new IllegalStateException("no such player");
        }));
        assertEquals(0, cache.size());
        assertEquals("page 1", cache.page("zh /players/X", this::render));
    }

    @Test
    void shouldStartAgainEmptyRatherThanGrowWithoutBound() {
        PublicPageCache cache = new PublicPageCache(Duration.ofHours(1));
        for (int i = 0; i <= PublicPageCache.MAX_ENTRIES; i++) {
            cache.page("zh /?x=" + i, () -> "p");
        }
        assertEquals(1, cache.size());
    }
}
