package org.dengji.web.pagecache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dengji.common.i18n.Language;
import org.junit.jupiter.api.Test;

/** The kept public pages: found by what the page reads, bounded by weight, forgotten on a change. */
class PageCacheTest {

    private static final LocalDate DAY = LocalDate.of(2026, 12, 1);
    private static final Duration HOUR = Duration.ofHours(1);

    private static PageKey key(String path) {
        return key(Language.ZH, path, Map.of());
    }

    private static PageKey key(Language language, String path, Map<String, List<String>> query) {
        return PageKey.of(DAY, language, path, query, Set.of("page"));
    }

    /** Asks for {@code key} and, if it has to be rendered, renders {@code html}: what the visitor gets. */
    private static String ask(PageCache cache, PageKey key, boolean keep, String html) {
        PageCache.Lookup lookup = cache.lookup(key, keep);
        if (lookup instanceof PageCache.Hit hit) {
            return new String(hit.body(), StandardCharsets.UTF_8);
        }
        cache.rendered((PageCache.Render) lookup, html);
        return html;
    }

    @Test
    void shouldKeepAPageByAddressAndLanguageUntilItIsForgotten() {
        PageCache cache = new PageCache(HOUR, HOUR, 1 << 20);
        assertEquals("page 1", ask(cache, key("/players/1"), true, "page 1"));
        assertEquals("page 1", ask(cache, key("/players/1"), true, "page 2"));
        assertEquals("page 3", ask(cache, key(Language.EN, "/players/1", Map.of()), true, "page 3"), "another language");
        cache.forget();
        assertEquals(0, cache.entries());
        assertEquals("page 4", ask(cache, key("/players/1"), true, "page 4"));
    }

    @Test
    void shouldKeepNothingAndOfferNothingToKeepWhenSwitchedOff() {
        PageCache cache = new PageCache(HOUR, HOUR, 0);
        assertFalse(((PageCache.Render) cache.lookup(key("/players/1"), true)).keep(), "nothing to encode or keep");
        assertEquals("page 1", ask(cache, key("/players/1"), true, "page 1"));
        assertEquals("page 2", ask(cache, key("/players/1"), true, "page 2"));
        assertEquals(0, cache.entries());
    }

    @Test
    void shouldFindOnePageWhateverParametersThePageDoesNotReadAreAdded() {
        assertEquals(key("/events/7"), key(Language.ZH, "/events/7", Map.of("x", List.of("1"))));
        assertEquals(key(Language.ZH, "/events/7", Map.of("page", List.of("2"))),
                key(Language.ZH, "/events/7", Map.of("page", List.of("2"), "utm", List.of("junk"))));
        assertFalse(key("/events/7").equals(key(Language.ZH, "/events/7", Map.of("page", List.of("2")))),
                "a parameter the page reads makes another page");
    }

    @Test
    void shouldAnswerAnAddressWithUnreadParametersFromTheKeptPageButNeverKeepItsOwnRendering() {
        PageCache cache = new PageCache(HOUR, HOUR, 1 << 20);
        assertEquals("with ?x=1 in its links", ask(cache, key("/events/7"), false, "with ?x=1 in its links"));
        assertEquals(0, cache.entries());
        assertEquals("clean", ask(cache, key("/events/7"), true, "clean"));
        assertEquals("clean", ask(cache, key("/events/7"), false, "with ?x=2 in its links"));
    }

    @Test
    void shouldAnswerAnAddressWithUnreadParametersFromAnExpiredCopyUntilAPlainAddressRendersItAgain() {
        PageCache cache = new PageCache(Duration.ZERO, HOUR, 1 << 20);
        ask(cache, key("/events/7"), true, "clean");
        assertEquals("clean", ask(cache, key("/events/7"), false, "with ?x=1 in its links"));
        assertEquals("clean again", ask(cache, key("/events/7"), true, "clean again"));
    }

    @Test
    void shouldStayUnderItsWeightWhateverAddressesAreAsked() {
        String body = "x".repeat(1000);
        PageCache cache = new PageCache(HOUR, HOUR, 20_000);
        for (int i = 0; i < 2000; i++) {
            ask(cache, key("/players/" + i), true, body);
        }
        assertTrue(cache.weight() <= 20_000, "weighs " + cache.weight());
        assertTrue(cache.entries() > 0 && cache.entries() < 20, cache.entries() + " pages kept");
        assertTrue(cache.stats().evictionCount() > 1900);
    }

    @Test
    void shouldWeighTheBodyInBytesAndTheKey() {
        PageCache cache = new PageCache(HOUR, HOUR, 1 << 20);
        PageKey key = key("/players/1");
        ask(cache, key, true, "棋士");
        assertEquals(6 + key.bytes(), cache.weight(), "two Chinese characters are six bytes of UTF-8");
    }

    @Test
    void shouldServeTheKeptCopyWhileOneRequestRendersAnExpiredPageAgain() {
        PageCache cache = new PageCache(Duration.ZERO, HOUR, 1 << 20);
        ask(cache, key("/players/1"), true, "page 1");
        PageCache.Render first = assertInstanceOf(PageCache.Render.class, cache.lookup(key("/players/1"), true));
        PageCache.Hit meanwhile = assertInstanceOf(PageCache.Hit.class, cache.lookup(key("/players/1"), true));
        assertArrayEquals("page 1".getBytes(StandardCharsets.UTF_8), meanwhile.body(), "the kept copy, not a rendering");
        cache.rendered(first, "page 2");
        assertInstanceOf(PageCache.Render.class, cache.lookup(key("/players/1"), true), "expired again at once");
    }

    @Test
    void shouldDropTheKeptCopyWhenRenderingItAgainFails() {
        PageCache cache = new PageCache(Duration.ZERO, HOUR, 1 << 20);
        ask(cache, key("/players/X"), true, "page 1");
        cache.failed((PageCache.Render) cache.lookup(key("/players/X"), true));
        assertEquals(0, cache.entries());
    }

    @Test
    void shouldNotKeepAPageRenderedWhileAChangeWasMade() {
        PageCache cache = new PageCache(HOUR, HOUR, 1 << 20);
        PageCache.Render rendering = (PageCache.Render) cache.lookup(key("/"), true);
        cache.forget();
        cache.rendered(rendering, "old");
        assertEquals(0, cache.entries());
        assertEquals("new", ask(cache, key("/"), true, "new"));
    }

    @Test
    void shouldNeverKeepAFailedRendering() {
        PageCache cache = new PageCache(HOUR, HOUR, 1 << 20);
        cache.failed((PageCache.Render) cache.lookup(key("/players/X"), true));
        assertEquals(0, cache.entries());
    }
}
