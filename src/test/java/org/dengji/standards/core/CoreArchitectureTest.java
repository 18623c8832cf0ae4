package org.dengji.standards.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The evaluator core stays plain Java (DESIGN.md, architecture; STYLE.md principle 2). */
class CoreArchitectureTest {

    @Test
    void coreImportsNoFramework() throws URISyntaxException {
        // Dependencies are checked by name; resolving them from the classpath would cost seconds.
        ArchConfiguration config = ArchConfiguration.get();
        boolean resolve = config.resolveMissingDependenciesFromClassPath();
        config.setResolveMissingDependenciesFromClassPath(false);
        try {
            // Import from the compiled main classes directly: scanning every jar on the Quarkus
            // classpath for the package costs seconds.
            Path classes = Path.of(Evaluator.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            JavaClasses core = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPath(classes.resolve("org/dengji/standards/core"));

            assertTrue(core.contain(Evaluator.class) && core.contain(Linter.class), "core classes imported");
            noClasses().should().dependOnClassesThat()
                    .resideInAnyPackage("jakarta..", "javax.persistence..", "io.quarkus..", "org.hibernate..",
                            "com.fasterxml..", "io.smallrye..", "org.eclipse.microprofile..")
                    .check(core);
        } finally {
            config.setResolveMissingDependenciesFromClassPath(resolve);
        }
    }
}
