package org.dengji.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.lang.ArchRule;

/**
 * The project's package layout (by feature, common at the bottom) as ArchUnit rules, written for any root package so
 * that the same rules can be shown to fail on deliberately broken fixture classes.
 */
final class ArchitectureRules {

    private ArchitectureRules() {
    }

    /** No two top-level packages depend on each other, directly or round a longer loop. */
    static ArchRule topLevelPackagesFreeOfCycles(String root) {
        return slices().matching(root + ".(*)..").should().beFreeOfCycles();
    }

    /** Each top-level package depends only on those below it in the layer order. */
    static ArchRule layers(String root) {
        return layeredArchitecture().consideringOnlyDependenciesInAnyPackage(root + "..")
                .withOptionalLayers(true)
                .layer("web").definedBy(root + ".web..")
                .layer("certification").definedBy(root + ".certification..")
                .layer("ratings").definedBy(root + ".ratings..")
                .layer("registry").definedBy(root + ".registry..")
                .layer("standards").definedBy(root + ".standards..")
                .layer("security").definedBy(root + ".security..")
                .layer("authority").definedBy(root + ".authority..")
                .layer("audit").definedBy(root + ".audit..")
                .layer("common").definedBy(root + ".common..")
                .layer("rules").definedBy(root + ".rules..")
                .whereLayer("certification").mayOnlyAccessLayers("registry", "standards", "security", "authority",
                        "audit", "common")
                .whereLayer("ratings").mayOnlyAccessLayers("registry", "standards", "security", "authority", "audit",
                        "common")
                .whereLayer("registry").mayOnlyAccessLayers("rules", "standards", "security", "authority", "audit",
                        "common")
                .whereLayer("standards").mayOnlyAccessLayers("security", "authority", "audit", "common")
                .whereLayer("security").mayOnlyAccessLayers("authority", "audit", "common")
                .whereLayer("authority").mayOnlyAccessLayers("audit", "common")
                .whereLayer("audit").mayOnlyAccessLayers("common")
                .whereLayer("common").mayNotAccessAnyLayer()
                .whereLayer("rules").mayNotAccessAnyLayer();
    }

    /** The rules engine is a plain library: the JDK and itself, nothing else. */
    static ArchRule rulesEngineIsPlainJava(String root) {
        return pureLibrary(root + ".rules..");
    }

    /** The evaluator core is a plain library: the JDK and itself, nothing else. */
    static ArchRule evaluatorCoreIsPlainJava(String root) {
        return pureLibrary(root + ".standards.core..");
    }

    /** The rating engine's core is a plain library: the JDK and itself, nothing else. */
    static ArchRule ratingsCoreIsPlainJava(String root) {
        return pureLibrary(root + ".ratings.core..");
    }

    /** Within standards, the versioned standard never reaches up into eligibility. */
    static ArchRule standardVersionsIgnoreEligibility(String root) {
        return noClasses().that().resideInAPackage(root + ".standards.version..")
                .should().dependOnClassesThat().resideInAPackage(root + ".standards.eligibility..");
    }

    private static ArchRule pureLibrary(String packages) {
        return classes().that().resideInAPackage(packages)
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", packages);
    }
}
