package org.dengji.certification.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.Track;

/**
 * A granted title feeds the player's record (the national title or the amateur grade the public
 * page shows); a rejection or revocation frees the cited results, and a revocation gives the player
 * back the best title still held.
 */
@ApplicationScoped
public class TitleHolding {

    void grant(TitleApplication a) {
        Player p = a.player;
        a.heldBefore = held(p, a.track);
        if (a.heldBefore == null || a.title.isHigherThan(a.heldBefore)) {
            hold(p, a.track, a.title);
        }
    }

    void release(TitleApplication a) {
        ApplicationEvidence.update("claimedTrack = null where application = ?1", a);
    }

    void revoke(TitleApplication a) {
        release(a);
        Player p = a.player;
        if (held(p, a.track) != a.title) {
            return;
        }
        Title best = a.heldBefore;
        List<TitleApplication> others = TitleApplication.list("player = ?1 and track = ?2 and id <> ?3 and status in ?4",
                p, a.track, a.id, List.of(ApplicationStatus.APPROVED, ApplicationStatus.FILED));
        for (TitleApplication other : others) {
            if (best == null || other.title.isHigherThan(best)) {
                best = other.title;
            }
        }
        hold(p, a.track, best);
    }

    private static Title held(Player p, Track track) {
        return track == Track.NATIONAL ? p.nationalTitle : p.amateurGrade;
    }

    private static void hold(Player p, Track track, Title title) {
        if (track == Track.NATIONAL) {
            p.nationalTitle = title;
        } else {
            p.amateurGrade = title;
        }
    }
}
