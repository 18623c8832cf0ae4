package org.dengji.standards.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The evaluator core stays plain Java (DESIGN.md, architecture; STYLE.md principle 2). */
class CoreArchitectureTest {

    @Test
    void coreImportsNoFramework() {
        // Dependencies are checked by name; resolving them from the classpath would cost seconds.
        ArchConfiguration config = ArchConfiguration.get();
        boolean resolve = config.resolveMissingDependenciesFromClassPath();
        config.setResolveMissingDependenciesFromClassPath(false);
        try {
            JavaClasses core = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("org.dengji.standards.core");

            noClasses().should().dependOnClassesThat()
                    .resideInAnyPackage("jakarta..", "javax.persistence..", "io.quarkus..", "org.hibernate..",
                            "com.fasterxml..", "io.smallrye..", "org.eclipse.microprofile..")
                    .check(core);
        } finally {
            config.setResolveMissingDependenciesFromClassPath(resolve);
        }
    }
}
