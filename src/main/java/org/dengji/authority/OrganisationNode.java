package org.dengji.authority;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/** A unit with its children, for the tree page; {@code editable} when the viewer may add below it. */
public record OrganisationNode(Organisation org, List<OrganisationNode> children, boolean editable) {

    public List<ApprovableTitle> titles() {
        return org.approvableTitles().stream().sorted().toList();
    }

    /** Builds the forest from a flat list in one pass; children ordered by unit code. */
    public static List<OrganisationNode> forest(List<Organisation> all, Predicate<Organisation> editable) {
        Map<Long, List<Organisation>> byParent = new HashMap<>();
        for (Organisation o : all) {
            byParent.computeIfAbsent(o.parentId(), k -> new ArrayList<>()).add(o);
        }
        return build(byParent, null, editable);
    }

    private static List<OrganisationNode> build(Map<Long, List<Organisation>> byParent, Long parent,
            Predicate<Organisation> editable) {
        return byParent.getOrDefault(parent, List.of()).stream()
                .sorted(Comparator.comparing(o -> o.unitCode))
                .map(o -> new OrganisationNode(o, build(byParent, o.id, editable), editable.test(o)))
                .toList();
    }
}
