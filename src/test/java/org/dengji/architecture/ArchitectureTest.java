package org.dengji.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.dengji.rules.Position;
import org.dengji.standards.core.Evaluator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The rules engine and the evaluator core stay plain Java libraries (DESIGN.md "Architecture"), and
 * the features depend on each other only as DESIGN.md allows.
 */
class ArchitectureTest {

    private static final String[] FRAMEWORKS = { "jakarta..", "javax.persistence..", "io.quarkus..", "io.vertx..",
        "io.smallrye..", "org.eclipse.microprofile..", "org.hibernate..", "com.fasterxml..", "org.jboss.." };

    private static JavaClasses classes;
    private static boolean resolving;

    /**
     * Imports the compiled main classes directly and checks dependencies by name: scanning every jar
     * of the Quarkus class path would cost seconds.
     */
    @BeforeAll
    static void importClasses() throws URISyntaxException {
        resolving = ArchConfiguration.get().resolveMissingDependenciesFromClassPath();
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        Path main = Path.of(Position.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPath(main.resolve("org/dengji"));
        assertTrue(classes.contain(Position.class) && classes.contain(Evaluator.class), "the libraries were imported");
    }

    @AfterAll
    static void restore() {
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(resolving);
    }

    @Test
    void rulesEngineImportsNoFramework() {
        noClasses().that().resideInAPackage("org.dengji.rules..")
                .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
                .check(classes);
    }

    @Test
    void evaluatorCoreImportsNoFramework() {
        noClasses().that().resideInAPackage("org.dengji.standards.core..")
                .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
                .check(classes);
    }

    @Test
    void rulesEngineDependsOnNothingElseInDengji() {
        noClasses().that().resideInAPackage("org.dengji.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("org.dengji.registry..", "org.dengji.standards..",
                        "org.dengji.certification..", "org.dengji.security..", "org.dengji.audit..", "org.dengji.web..")
                .check(classes);
    }

    @Test
    void evaluatorCoreDependsOnNothingElseInDengji() {
        noClasses().that().resideInAPackage("org.dengji.standards.core..")
                .should().dependOnClassesThat().resideInAnyPackage("org.dengji.registry..", "org.dengji.rules..",
                        "org.dengji.certification..", "org.dengji.security..", "org.dengji.audit..", "org.dengji.web..")
                .check(classes);
    }

    @Test
    void auditDependsOnNoOtherFeature() {
        noClasses().that().resideInAPackage("org.dengji.audit..")
                .should().dependOnClassesThat().resideInAnyPackage("org.dengji.registry..", "org.dengji.standards..",
                        "org.dengji.certification..", "org.dengji.security..", "org.dengji.rules..")
                .check(classes);
    }
}
