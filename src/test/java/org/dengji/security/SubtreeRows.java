package org.dengji.security;

import io.quarkus.arc.Arc;
import io.quarkus.narayana.jta.QuarkusTransaction;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Iterator;
import java.util.List;
import org.dengji.authority.Organisation;
import org.dengji.certification.application.ApplicationStatus;
import org.dengji.certification.application.TitleApplication;
import org.dengji.certification.certificate.Certificate;
import org.dengji.registry.duplicate.DuplicateCandidate;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerService;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * One row of each list bounded by a jurisdiction for two units of one subtree ({@code ours} and
 * {@code ourCounty} below it) and a unit beside it: players, possible duplicates (both players inside,
 * one inside and one beside, both beside), draft applications, and standing certificates.
 */
record SubtreeRows(List<Long> units, long ownDuplicate, long ownApplication) {

    static SubtreeRows write(Organisation ours, Organisation ourCounty, Organisation beside) {
        return QuarkusTransaction.requiringNew().call(() -> {
            Iterator<Long> ids = Arc.container().instance(PlayerService.class).get().newIds(4);
            Player own = player(ids.next(), ours);
            Player county = player(ids.next(), ourCounty);
            Player besideOne = player(ids.next(), beside);
            Player besideTwo = player(ids.next(), beside);
            DuplicateCandidate inside = DuplicateCandidate.queue(county, own, Instant.now());
            DuplicateCandidate.queue(besideOne, own, Instant.now());
            DuplicateCandidate.queue(besideTwo, besideOne, Instant.now());
            TitleApplication draft = application(county, ours, ApplicationStatus.DRAFT);
            application(besideOne, beside, ApplicationStatus.DRAFT);
            certificate(own, ours);
            certificate(county, ourCounty);
            certificate(besideOne, beside);
            Player.flush();
            return new SubtreeRows(List.of(ours.id, ourCounty.id, beside.id), inside.id, draft.id);
        });
    }

    /** Removes every row of the three units, the accounts included, so that no other test lists them. */
    void remove() {
        QuarkusTransaction.requiringNew().run(() -> {
            Certificate.delete("unit.id in ?1", units);
            TitleApplication.<TitleApplication>list("player.homeUnit.id in ?1", units).forEach(TitleApplication::delete);
            DuplicateCandidate.<DuplicateCandidate>list("player.homeUnit.id in ?1 or existing.homeUnit.id in ?1", units)
                    .forEach(DuplicateCandidate::delete);
            Player.<Player>list("homeUnit.id in ?1", units).forEach(Player::delete);
            AppUser.<AppUser>list("organisation.id in ?1", units).forEach(AppUser::delete);
        });
    }

    private static Player player(long id, Organisation home) {
        Player p = new Player();
        p.id = id;
        p.registrationNo = Player.registrationNoOf(id);
        p.name("辖区" + id, "Lists " + id);
        p.homeUnit = Organisation.findById(home.id);
        p.createdAt = Instant.now();
        p.persist();
        return p;
    }

    private static TitleApplication application(Player player, Organisation approving, ApplicationStatus status) {
        TitleApplication a = new TitleApplication();
        a.player = player;
        a.title = Title.SECOND_CLASS;
        a.track = Track.NATIONAL;
        a.standardCode = "lists";
        a.clauseKey = "lists";
        a.clauseReference = "lists";
        a.approvingUnit = Organisation.findById(approving.id);
        a.authorityReference = "lists";
        a.status = status;
        a.createdBy = "lists";
        a.createdAt = Instant.now();
        a.persist();
        return a;
    }

    private static void certificate(Player player, Organisation unit) {
        Certificate c = new Certificate();
        c.application = application(player, unit, ApplicationStatus.APPROVED);
        c.unit = c.application.approvingUnit;
        c.year = 2026;
        c.sequence = 1;
        c.title = Title.SECOND_CLASS;
        c.playerName = player.displayName();
        c.number = "LISTS-" + unit.unitCode + "-" + player.id;
        c.verificationCode = "L" + player.id;
        c.issuedOn = LocalDate.of(2026, 1, 2);
        c.persist();
    }
}
