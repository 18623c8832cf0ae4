package org.dengji.authority;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * What each unit approves today. Who approves which title is the standard's data (第三条, versioned),
 * which the standards feature above this one owns: it implements this interface, so the tree can
 * show what a unit approves without depending on it.
 */
public interface ApprovalCatalogue {

    /**
     * For each unit (by id), the titles it approves, highest first: by right of its level, lower titles of
     * the national track included, or by a grant.
     */
    Map<Long, List<ApprovedTitle>> approvedBy(Collection<Organisation> units);
}
