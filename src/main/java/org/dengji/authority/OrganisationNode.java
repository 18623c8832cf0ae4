package org.dengji.authority;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A unit with its children, for the tree page: the titles it approves, whether the viewer may edit
 * it ({@code editable}: from a unit above) and add units below it ({@code addable}).
 */
public record OrganisationNode(Organisation org, List<OrganisationNode> children, boolean editable, boolean addable,
        List<ApprovedTitle> titles) {

    /** What the viewer may do with a unit. */
    public record Permissions(Predicate<Organisation> edit, Predicate<Organisation> addBelow) {
    }

    /** Builds the forest from a flat list in one pass; children ordered by unit code. */
    public static List<OrganisationNode> forest(List<Organisation> all, Permissions may,
            Map<Long, List<ApprovedTitle>> titles) {
        Map<Long, List<Organisation>> byParent = new HashMap<>();
        for (Organisation o : all) {
            byParent.computeIfAbsent(o.parentId(), k -> new ArrayList<>()).add(o);
        }
        return build(byParent, null, may, titles);
    }

    private static List<OrganisationNode> build(Map<Long, List<Organisation>> byParent, Long parent,
            Permissions may, Map<Long, List<ApprovedTitle>> titles) {
        return byParent.getOrDefault(parent, List.of()).stream()
                .sorted(Comparator.comparing(o -> o.unitCode))
                .map(o -> new OrganisationNode(o, build(byParent, o.id, may, titles), may.edit().test(o),
                        may.addBelow().test(o) && o.level.hasChildren(), titles.getOrDefault(o.id, List.of())))
                .toList();
    }
}
