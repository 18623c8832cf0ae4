package org.dengji.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A value kept from the database: read once, read again after it is forgotten, never kept stale. */
class MemoTest {

    @Test
    void shouldReadOnceWhileTheValueIsKept() {
        AtomicInteger reads = new AtomicInteger();
        Memo<Integer> memo = new Memo<>(reads::incrementAndGet, Duration.ofHours(1));
        assertEquals(1, memo.get());
        assertEquals(1, memo.get());
        assertEquals(1, reads.get());
    }

    @Test
    void shouldReadAgainOnceForgotten() {
        AtomicInteger reads = new AtomicInteger();
        Memo<Integer> memo = new Memo<>(reads::incrementAndGet, Duration.ofHours(1));
        memo.get();
        memo.forget();
        assertEquals(2, memo.get());
        assertEquals(2, memo.get());
    }

    @Test
    void shouldReadEveryTimeWhenTheLifetimeIsZero() {
        AtomicInteger reads = new AtomicInteger();
        Memo<Integer> memo = new Memo<>(reads::incrementAndGet, Duration.ofNanos(-1));
        memo.get();
        memo.get();
        assertEquals(2, reads.get());
    }

    @Test
    void shouldNotKeepAValueReadWhileItWasForgotten() {
        AtomicInteger reads = new AtomicInteger();
        Memo<Integer>[] self = new Memo[1];
        self[0] = new Memo<>(() -> {
            int n = reads.incrementAndGet();
            if (n == 1) {
                self[0].forget(); // the data changed while this read was under way
            }
            return n;
        }, Duration.ofHours(1));
        assertEquals(1, self[0].get(), "the reader still gets what was read");
        assertEquals(2, self[0].get(), "but it was not kept: the next reader reads afresh");
        assertEquals(2, self[0].get());
    }

    @Test
    void shouldLetOneCallerReadAnExpiredValueWhileTheOthersUseTheOldOne() {
        AtomicInteger reads = new AtomicInteger();
        Memo<Integer>[] self = new Memo[1];
        Integer[] seenMeanwhile = new Integer[1];
        self[0] = new Memo<>(() -> {
            int n = reads.incrementAndGet();
            if (n == 2) {
                seenMeanwhile[0] = self[0].get(); // another request arrives while the value is read again
            }
            return n;
        }, Duration.ofNanos(-1));
        assertEquals(1, self[0].get());
        assertEquals(2, self[0].get(), "the caller that reads again gets the new value");
        assertEquals(1, seenMeanwhile[0], "the caller that came meanwhile got the old one, without a read of its own");
        assertEquals(2, reads.get());
    }
}
