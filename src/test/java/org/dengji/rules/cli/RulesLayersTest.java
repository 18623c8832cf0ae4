package org.dengji.rules.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
  * Layers of the rules engine: core (org.dengji.rules) knows no PGN; pgn knows no rules of play
  * beyond rendering SAN; game builds on both; only the command line sees them all.
  */
class RulesLayersTest {
    private static final JavaClasses RULES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.dengji.rules");

    @Test
    void shouldKeepPgnFreeOfGameAndCli() {
        noClasses().that().resideInAPackage("org.dengji.rules.pgn..")
                .should().dependOnClassesThat().resideInAnyPackage("org.dengji.rules.game..",
                        "org.dengji.rules.cli..")
                .check(RULES);
    }

    @Test
    void shouldKeepGameFreeOfCli() {
        noClasses().that().resideInAPackage("org.dengji.rules.game..")
                .should().dependOnClassesThat().resideInAPackage("org.dengji.rules.cli..")
                .check(RULES);
    }
}
