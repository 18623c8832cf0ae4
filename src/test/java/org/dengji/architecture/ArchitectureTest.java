package org.dengji.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.dengji.ratings.core.RatingRules;
import org.dengji.rules.Position;
import org.dengji.standards.core.Evaluator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The compiled main classes keep the project's package layout ({@link ArchitectureRules}). */
class ArchitectureTest {

    private static final String ROOT = "org.dengji";

    private static JavaClasses classes;
    private static boolean resolving;

    /**
     * Imports the compiled main classes once, directly, and checks dependencies by name: scanning every
     * jar of the Quarkus class path would cost seconds.
     */
    @BeforeAll
    static void importClasses() throws URISyntaxException {
        resolving = ArchConfiguration.get().resolveMissingDependenciesFromClassPath();
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        Path main = Path.of(Position.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(main.resolve("org/dengji"));
        assertTrue(classes.contain(Position.class) && classes.contain(Evaluator.class)
                && classes.contain(RatingRules.class), "the libraries were imported");
    }

    @AfterAll
    static void restore() {
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(resolving);
    }

    @Test
    void topLevelPackagesFormNoCycle() {
        ArchitectureRules.topLevelPackagesFreeOfCycles(ROOT).check(classes);
    }

    @Test
    void packagesDependOnlyDownward() {
        ArchitectureRules.layers(ROOT).check(classes);
    }

    @Test
    void rulesEngineImportsOnlyTheJdk() {
        ArchitectureRules.rulesEngineIsPlainJava(ROOT).check(classes);
    }

    @Test
    void evaluatorCoreImportsOnlyTheJdk() {
        ArchitectureRules.evaluatorCoreIsPlainJava(ROOT).check(classes);
    }

    @Test
    void ratingsCoreImportsOnlyTheJdk() {
        ArchitectureRules.ratingsCoreIsPlainJava(ROOT).check(classes);
    }

    @Test
    void standardVersionsDoNotReachIntoEligibility() {
        ArchitectureRules.standardVersionsIgnoreEligibility(ROOT).check(classes);
    }
}
