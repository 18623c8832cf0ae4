package org.dengji.registry.record;

import java.util.List;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Evaluation;

/** A player, the published results the evaluation read (in that order), and the evaluation. */
public record PlayerStanding(Player player, List<EventResult> results, Evaluation evaluation) {

    public PlayerEligibilityView view() {
        List<PlayerEligibilityView.ResultView> views = new java.util.ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            views.add(PlayerEligibilityView.ResultView.of(i, results.get(i)));
        }
        return new PlayerEligibilityView(player.registrationNo,
                org.dengji.standards.eligibility.EligibilityView.of(evaluation), views);
    }
}
