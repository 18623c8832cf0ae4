package org.dengji.registry.importjob;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An import's progress goes to its job row at each step, and while lines are read at most twice a
 * second: a file of a hundred thousand lines read in an instant writes once, not once a line. A row
 * that cannot be written never stops the import.
 */
class JobProgressTest {

    private final List<String> written = new ArrayList<>();
    private long now;

    private JobProgress progress() {
        return new JobProgress((state, read, total) -> written.add(state + " " + read + "/" + total), () -> now);
    }

    @Test
    void shouldWriteTheLinesReadAtMostEveryHalfSecondAndEveryStepAtOnce() {
        JobProgress progress = progress();
        for (int line = 1; line <= 100_000; line++) {
            progress.read(line, 100_000);
            now += 10_000;
        }
        progress.checking();
        progress.saving();
        assertEquals(List.of("READING 1/100000", "READING 50001/100000", "CHECKING 100000/100000",
                "SAVING 100000/100000"), written);
    }

    @Test
    void shouldWriteOnlyTheFirstLineOfAFileReadInAnInstant() {
        JobProgress progress = progress();
        for (int line = 1; line <= 5000; line++) {
            progress.read(line, 5000);
        }
        assertEquals(List.of("READING 1/5000"), written);
    }

    @Test
    void shouldGoOnImportingWhenItsProgressCannotBeWritten() {
        JobProgress progress = new JobProgress((state, read, total) -> {
            throw new IllegalStateException("the database is away");
        }, () -> now);
        progress.read(1, 2);
        progress.checking();
        progress.saving();
    }
}
