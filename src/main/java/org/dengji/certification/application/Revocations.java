package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.dengji.common.Clocks;
import org.dengji.common.Failure;
import org.dengji.registry.player.Player;

/**
 * What a revocation leaves behind: the grounds and the day on the application; for false materials, a
 * bar on the player's new applications for the configured years (the day the bar ends, new
 * applications are accepted again); and a flag on every live application of the player opened after
 * the revoked title was granted, since it may have relied on it.
 */
@ApplicationScoped
public class Revocations {

    private final int barYears;

    public Revocations(CertificationConfig config) {
        this.barYears = config.falseMaterialsBarYears();
    }

    void revoke(TitleApplication a, boolean falseMaterials, String grounds, LocalDate today) {
        a.revokedOn = today;
        a.falseMaterials = falseMaterials;
        // The title was granted on a day of the federation's calendar (the application clock's, which decides
        // every day of the life cycle), so that day begins in the federation's zone, not in the pages' zone.
        List<TitleApplication> relying = TitleApplication.list("player = ?1 and id <> ?2 and status not in ?3"
                + " and createdAt >= ?4", a.player, a.id, List.of(ApplicationStatus.REJECTED, ApplicationStatus.REVOKED),
                a.decidedOn == null ? a.createdAt : a.decidedOn.atStartOfDay(Clocks.CHINA).toInstant());
        for (TitleApplication other : relying) {
            ApplicationFlag flag = new ApplicationFlag();
            flag.application = other;
            flag.cause = a;
            flag.raisedOn = today;
            flag.grounds = grounds;
            flag.persist();
        }
    }

    /** Refuses (422 PLAYER_BARRED) a new application by a player barred for false materials. */
    public void requireNotBarred(Player player, LocalDate today) {
        Optional<TitleApplication> bar = TitleApplication.<TitleApplication>find("player = ?1 and falseMaterials = true"
                + " and revokedOn > ?2 order by revokedOn desc", player, today.minusYears(barYears)).firstResultOptional();
        if (bar.isPresent()) {
            LocalDate until = bar.get().revokedOn.plusYears(barYears);
            throw Failure.unprocessable("PLAYER_BARRED", "%s's title %s was revoked for false materials on %s: new"
                    .formatted(player.registrationNo, bar.get().title.en(), bar.get().revokedOn)
                    + " applications are accepted again from %s.".formatted(until), List.of());
        }
    }
}
