package org.dengji.rules;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The engine stays plain Java (STYLE.md principle 2; rules contract). */
class RulesCoreArchitectureTest {

    @Test
    void shouldNotDependOnAnyFramework() throws URISyntaxException {
        // Import only the compiled main classes of this package tree: scanning the whole Quarkus
        // class path for the package takes seconds.
        Path classes = Path.of(Position.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        JavaClasses rules = new ClassFileImporter()
                .withImportOption(location -> location.contains("/org/dengji/rules/"))
                .importPath(classes);
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("jakarta..", "javax.persistence..", "io.quarkus..", "org.hibernate..",
                        "com.fasterxml..")
                .check(rules);
    }
}
