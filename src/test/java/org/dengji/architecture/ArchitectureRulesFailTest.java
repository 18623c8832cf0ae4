package org.dengji.architecture;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import org.dengji.architecture.fixture.audit.AuditReadsSecurity;
import org.dengji.architecture.fixture.common.CommonCallsWeb;
import org.dengji.architecture.fixture.ratings.core.RatingsCoreReadsPlayer;
import org.dengji.architecture.fixture.rules.RulesUsesInject;
import org.dengji.architecture.fixture.registry.RegistryReadsRatings;
import org.dengji.architecture.fixture.security.Session;
import org.dengji.architecture.fixture.standards.core.CoreReadsEntity;
import org.dengji.architecture.fixture.standards.version.VersionUsesCalculator;
import org.dengji.architecture.fixture.web.WebCallsCommon;
import org.junit.jupiter.api.Test;

/**
 * Each layout rule fails on a class that breaks it: the fixture package is a miniature of the code
 * base (the same top-level names) with one deliberate violation per rule.
 */
class ArchitectureRulesFailTest {

    private static final String FIXTURE = "org.dengji.architecture.fixture";

    @Test
    void cycleBetweenTopLevelPackagesIsCaught() {
        fails(ArchitectureRules.topLevelPackagesFreeOfCycles(FIXTURE), CommonCallsWeb.class, WebCallsCommon.class);
    }

    @Test
    void upwardDependencyIsCaught() {
        fails(ArchitectureRules.layers(FIXTURE), AuditReadsSecurity.class, Session.class);
    }

    @Test
    void frameworkImportInTheRulesEngineIsCaught() {
        fails(ArchitectureRules.rulesEngineIsPlainJava(FIXTURE), RulesUsesInject.class);
    }

    @Test
    void entityUseInTheEvaluatorCoreIsCaught() {
        fails(ArchitectureRules.evaluatorCoreIsPlainJava(FIXTURE), CoreReadsEntity.class);
    }

    @Test
    void registryUseInTheRatingsCoreIsCaught() {
        fails(ArchitectureRules.ratingsCoreIsPlainJava(FIXTURE), RatingsCoreReadsPlayer.class);
    }

    @Test
    void ratingsReachedFromTheRegistryIsCaught() {
        fails(ArchitectureRules.layers(FIXTURE), RegistryReadsRatings.class, RatingsCoreReadsPlayer.class);
    }

    @Test
    void versionReachingIntoEligibilityIsCaught() {
        fails(ArchitectureRules.standardVersionsIgnoreEligibility(FIXTURE), VersionUsesCalculator.class);
    }

    private static void fails(ArchRule rule, Class<?>... fixtures) {
        JavaClasses classes = new ClassFileImporter().importClasses(fixtures);
        AssertionError error = assertThrows(AssertionError.class, () -> rule.check(classes));
        // The failure names the violating class, so it is the violation and not an empty rule that fails.
        assertTrue(error.getMessage().contains(fixtures[0].getSimpleName()), error.getMessage());
    }
}
