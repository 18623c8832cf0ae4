package org.dengji.rules.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.dengji.rules.game.ParallelValidator;
import org.junit.jupiter.api.Test;

class BenchWorkloadTest {

    @Test
    void shouldGenerateSameValidGamesEveryTime() throws IOException {
        byte[] pgn = BenchWorkload.games(20, 2);
        assertArrayEquals(pgn, BenchWorkload.games(20, 2), "seeded: runs are comparable");
        ParallelValidator.Summary summary =
                ParallelValidator.validate(new ByteArrayInputStream(pgn), 2, r -> {});
        assertEquals(40, summary.games());
        assertEquals(40, summary.valid());
    }
}
