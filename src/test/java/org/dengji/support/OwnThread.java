package org.dengji.support;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Runs a bench on a thread of its own, where no request context is active: each service call then opens its
 * own, as a request does, instead of joining the test's.
 */
public final class OwnThread {

    private OwnThread() {
    }

    public static void run(Callable<Void> work) throws Exception {
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            thread.submit(work).get();
        } finally {
            thread.shutdown();
        }
    }
}
