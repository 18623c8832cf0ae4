package org.dengji.rules;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The engine stays plain Java (STYLE.md principle 2; rules contract). */
class RulesCoreArchitectureTest {

    @Test
    void shouldNotDependOnAnyFramework() {
        JavaClasses rules = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.dengji.rules");
        noClasses().should().dependOnClassesThat()
                .resideInAnyPackage("jakarta..", "javax.persistence..", "io.quarkus..", "org.hibernate..",
                        "com.fasterxml..")
                .check(rules);
    }
}
