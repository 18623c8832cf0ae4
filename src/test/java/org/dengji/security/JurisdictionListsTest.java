package org.dengji.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.function.Supplier;
import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.certification.pages.ApplicationQueues;
import org.dengji.certification.pages.GrantsChart;
import org.dengji.certification.pages.GrantsDashboard;
import org.dengji.certification.pages.QueueFilter;
import org.dengji.common.Paging;
import org.dengji.common.Role;
import org.dengji.common.i18n.Language;
import org.dengji.registry.duplicate.DuplicateService;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The four lists bounded by a jurisdiction (the duplicates queue, the application queues, the accounts
 * and the grants dashboard) list and count the rows of the staff member's subtree, their own unit and
 * the units below it, and none of a unit beside it: a prefecture with a county under it, and another
 * prefecture, each holding one row of every kind ({@link SubtreeRows}). The staff member of the first
 * prefecture asks for pages of one row, so that the number of pages is the count.
 */
@QuarkusTest
class JurisdictionListsTest {

    @Inject
    TreeFixtures tree;

    @Inject
    StaffFixtures staff;

    @Inject
    CurrentIdentityAssociation identities;

    @Inject
    DuplicateService duplicates;

    @Inject
    ApplicationQueues queues;

    @Inject
    UserService users;

    @Inject
    GrantsDashboard grants;

    private Organisation ours;
    private Organisation ourCounty;
    private Organisation beside;
    private String reader;
    private SubtreeRows rows;

    @BeforeEach
    void twoPrefecturesAndACountyOfTheFirst() {
        ours = tree.unit(tree.seeded("3300"), OrganisationLevel.PREFECTURE, "Lists prefecture");
        ourCounty = tree.unit(ours, OrganisationLevel.COUNTY, "Lists county");
        beside = tree.unit(tree.seeded("3300"), OrganisationLevel.PREFECTURE, "Lists neighbour");
        reader = tree.admin(ours);
        rows = SubtreeRows.write(ours, ourCounty, beside);
    }

    @AfterEach
    void removeTheRows() {
        rows.remove();
    }

    @Test
    void shouldQueueOnlyDuplicatesWhosePlayersAreBothInTheSubtree() {
        DuplicateService.QueuePage page = as(reader, () -> duplicates.queue(Paging.of("1", "1", 1)));
        assertEquals(List.of(rows.ownDuplicate()), page.entries().stream().map(c -> c.id).toList());
        assertEquals(1, page.pages(), "counted: the entry of both players, not the one half outside nor the other's");
        assertEquals(List.of(rows.ownDuplicate()), as(reader, () -> duplicates.open(Paging.of("1", "10", 10)))
                .stream().map(c -> c.id).toList());
    }

    @Test
    void shouldQueueAndCountOnlyApplicationsOfPlayersOfTheSubtree() {
        ApplicationQueues.Shown drafts = as(reader, () -> queues.shown(queues.scope(), "drafts", QueueFilter.NONE,
                Language.EN));
        assertEquals(List.of(rows.ownApplication()), drafts.rows().stream().map(ApplicationQueues.Row::id).toList());
        assertEquals(1, drafts.total());
        long counted = as(reader, () -> queues.counts(queues.scope())).stream()
                .filter(q -> q.key().equals("drafts")).findFirst().orElseThrow().count();
        assertEquals(1, counted);
    }

    @Test
    void shouldListAndCountOnlyAccountsOfTheSubtree() {
        String county = tree.staffOf(ourCounty, Role.REGISTRAR);
        tree.staffOf(beside, Role.REGISTRAR);
        UserService.AccountPage first = as(reader, () -> users.page(Paging.of("1", "1", 1)));
        assertEquals(2, first.pages(), "the prefecture's administrator and the county's registrar");
        assertEquals(List.of(reader, county).stream().sorted().toList(),
                as(reader, () -> users.visible(Paging.of("1", "10", 10))).stream().map(u -> u.username).toList());
    }

    @Test
    void shouldChartOnlyCertificatesIssuedInTheSubtree() {
        List<GrantsChart.Bar> bars = as(reader, () -> grants.bars(Language.EN));
        assertEquals(2, bars.size(), "the prefecture's certificate and the county's, not the neighbour's: " + bars);
        assertEquals(2, bars.stream().mapToLong(GrantsChart.Bar::count).sum());
    }

    /** What {@code call} answers in a request of {@code username}'s, in a transaction of its own. */
    private <T> T as(String username, Supplier<T> call) {
        ManagedContext request = Arc.container().requestContext();
        request.activate();
        try {
            identities.setIdentity(QuarkusSecurityIdentity.builder()
                    .setPrincipal(() -> username).addRole(Role.ADMIN_NAME).build());
            return QuarkusTransaction.requiringNew().call(call::get);
        } finally {
            request.terminate();
        }
    }
}
