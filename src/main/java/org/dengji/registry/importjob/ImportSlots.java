package org.dengji.registry.importjob;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.Semaphore;

/**
 * The imports one instance accepts at a time, running or waiting for a runner: each holds its file in
 * memory, so past these an upload is refused at once instead of queueing without bound.
 */
@ApplicationScoped
public class ImportSlots {

    private final Semaphore free;

    public ImportSlots(ImportJobConfig config) {
        free = new Semaphore(config.concurrent() + config.waiting());
    }

    /** Takes a slot if one is free; whoever took it gives it back when its import ends. */
    public boolean tryTake() {
        return free.tryAcquire();
    }

    public void give() {
        free.release();
    }
}
