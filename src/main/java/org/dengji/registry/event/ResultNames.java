package org.dengji.registry.event;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerRenamed;

/**
 * Keeps the names every result carries ({@link EventResult#playerNameZh}) the player's own: rewritten in the
 * transaction that corrects them. The corrector holds the registry lock that imports hold while they place
 * players, so an import either reads the new names or writes its results before this rewrite reads them.
 */
@ApplicationScoped
public class ResultNames {

    void onRenamed(@Observes PlayerRenamed renamed) {
        follow(renamed.player());
    }

    /** Gives every result of {@code p} the names {@code p} now has. */
    public void follow(Player p) {
        EventResult.update("playerNameZh = ?1, playerNameLatin = ?2 where player = ?3", p.nameZh, p.nameLatin, p);
    }
}
