package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.standards.core.SeededStandards;
import org.dengji.standards.core.Standard;
import org.junit.jupiter.api.Test;

/**
 * The standards Flyway loaded, read back through JPA, equal those the plain core tests read from the
 * migration text: the plain tests evaluate exactly what the service evaluates.
 */
@QuarkusTest
class SeededStandardsJpaTest {

    @Inject
    StandardStore store;

    private Standard loaded(String code) {
        return QuarkusTransaction.requiringNew().call(() -> store.load(store.get(code)));
    }

    @Test
    void nationalStandardThroughJpaEqualsTheMigrationText() {
        assertEquals(SeededStandards.national(), loaded("CN-NATIONAL-1"));
    }

    @Test
    void amateurStandardThroughJpaEqualsTheMigrationText() {
        assertEquals(SeededStandards.amateur(), loaded("CN-AMATEUR-1"));
    }
}
