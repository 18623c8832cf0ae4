package org.dengji.registry.record;

import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.Standard;
import org.dengji.standards.eligibility.Eligibility;
import org.dengji.standards.eligibility.EligibilityView;

/**
 * A player, the published results the evaluation read (in that order), and the answer: the
 * evaluation with the body to apply to for each title, and the standard version it was read against.
 */
public record PlayerStanding(Player player, List<EventResult> results, Eligibility eligibility, Standard standard) {

    public Evaluation evaluation() {
        return eligibility.evaluation();
    }

    public PlayerEligibilityView view() {
        List<PlayerEligibilityView.ResultView> views = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            views.add(PlayerEligibilityView.ResultView.of(i, results.get(i)));
        }
        return new PlayerEligibilityView(player.registrationNo,
                EligibilityView.of(eligibility), views);
    }
}
