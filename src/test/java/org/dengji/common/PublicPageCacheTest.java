package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
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
