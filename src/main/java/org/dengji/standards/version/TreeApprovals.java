package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.dengji.authority.ApprovalCatalogue;
import org.dengji.authority.ApprovedTitle;
import org.dengji.authority.Organisation;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * What each unit approves today, for the organisation tree (its page and API), from the 第三条 rows
 * (《国际象棋升级规则》) of the versions in force of both tracks: the titles of its level with the lower
 * titles of the national track (a province: 一级, 二级 and 三级), and the titles it is granted. Amateur
 * grades are named as such ("业余一级棋士"), since their names repeat the national titles'.
 */
@ApplicationScoped
public class TreeApprovals implements ApprovalCatalogue {

    private final ApprovalAuthority authority;
    private final Clock clock;

    public TreeApprovals(ApprovalAuthority authority, Clock clock) {
        this.authority = authority;
        this.clock = clock;
    }

    @Override
    public Map<Long, List<ApprovedTitle>> approvedBy(Collection<Organisation> units) {
        LocalDate today = LocalDate.now(clock);
        List<ApprovalRules> inForce = Stream.of(Track.values()).map(t -> authority.inForce(t, today)).toList();
        Map<Long, List<ApprovedTitle>> titles = new HashMap<>();
        for (Organisation unit : units) {
            titles.put(unit.id, inForce.stream().flatMap(r -> r.approvedBy(unit).stream()).sorted()
                    .map(TreeApprovals::named).toList());
        }
        return titles;
    }

    private static ApprovedTitle named(Title title) {
        String zh = title.track() == Track.AMATEUR ? "业余" + title.zh() : title.zh();
        return new ApprovedTitle(title.name(), zh, title.en());
    }
}
