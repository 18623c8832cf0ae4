package org.dengji.registry.pages;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.OrganisationService;
import org.dengji.common.i18n.PageLanguage;

/**
 * The units of the signed-in registrar's subtree as the choices of a select box, by code and named
 * in the page's language: an import's organiser and new players' home unit, a player's home unit.
 */
@ApplicationScoped
public class SubtreeUnits {

    private final OrganisationService organisations;
    private final Jurisdiction jurisdiction;
    private final PageLanguage ui;

    public SubtreeUnits(OrganisationService organisations, Jurisdiction jurisdiction, PageLanguage ui) {
        this.organisations = organisations;
        this.jurisdiction = jurisdiction;
        this.ui = ui;
    }

    public List<RegistrarPages.Option> options() {
        return organisations.within(jurisdiction.home()).stream()
                .map(o -> new RegistrarPages.Option(o.unitCode, o.unitCode + " " + o.name(ui.language()))).toList();
    }
}
