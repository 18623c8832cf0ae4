package org.dengji.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The rules engine and the evaluator core stay plain Java libraries (DESIGN.md "Architecture"). */
class ArchitectureTest {

    private static final String[] FRAMEWORKS = { "jakarta..", "javax.persistence..", "io.quarkus..", "io.vertx..",
        "org.hibernate..", "com.fasterxml..", "org.jboss.." };

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.dengji");
    }

    @Test
    void rulesEngineImportsNoFramework() {
        ArchRule rule = noClasses().that().resideInAPackage("org.dengji.rules..")
                .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
                .allowEmptyShould(true);
        rule.check(classes);
    }

    @Test
    void evaluatorCoreImportsNoFramework() {
        ArchRule rule = noClasses().that().resideInAPackage("org.dengji.standards.core..")
                .should().dependOnClassesThat().resideInAnyPackage(FRAMEWORKS)
                .allowEmptyShould(true);
        rule.check(classes);
    }

    @Test
    void rulesEngineDependsOnNothingElseInDengji() {
        ArchRule rule = noClasses().that().resideInAPackage("org.dengji.rules..")
                .should().dependOnClassesThat().resideInAnyPackage("org.dengji.registry..", "org.dengji.standards..",
                        "org.dengji.certification..", "org.dengji.security..", "org.dengji.audit..", "org.dengji.web..")
                .allowEmptyShould(true);
        rule.check(classes);
    }

    @Test
    void auditDependsOnNoOtherFeature() {
        ArchRule rule = noClasses().that().resideInAPackage("org.dengji.audit..")
                .should().dependOnClassesThat().resideInAnyPackage("org.dengji.registry..", "org.dengji.standards..",
                        "org.dengji.certification..", "org.dengji.security..", "org.dengji.rules..")
                .allowEmptyShould(true);
        rule.check(classes);
    }
}
