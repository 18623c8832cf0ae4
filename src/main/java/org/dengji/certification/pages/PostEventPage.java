package org.dengji.certification.pages;

import java.util.ArrayList;
import java.util.List;
import org.dengji.certification.notice.PostEventNotice;
import org.dengji.common.i18n.Language;
import org.dengji.registry.player.PlayerName;

/**
 * What the post-event form answers: the event, the applications placed on notice, and the
 * qualifiers not placed, each with the code of the reason, which the page words in the reader's
 * language. A qualifier of another unit is shown by registration number alone, as the API does.
 */
public record PostEventPage(long eventId, String event, List<Placed> placed, List<NotPlaced> notPlaced) {

    /** An application placed on notice. */
    public record Placed(long id, String registrationNo, PlayerName player, String title) {
    }

    /** A qualifier not placed; the name and title are null for one outside the jurisdiction. */
    public record NotPlaced(String registrationNo, String player, String title, String code) {
    }

    static PostEventPage of(PostEventNotice.Outcome outcome, Language language) {
        List<Placed> placed = outcome.placed().stream()
                .map(a -> new Placed(a.id, a.player.registrationNo, a.player.names(),
                        a.title.in(language.locale()))).toList();
        List<NotPlaced> notPlaced = new ArrayList<>();
        outcome.skipped().forEach(s -> notPlaced.add(new NotPlaced(s.registrationNo(), s.name(), s.title().in(language.locale()),
                s.code())));
        outcome.leftOut().forEach(l -> notPlaced.add(new NotPlaced(l.registrationNo(), null, null,
                l.reason().name())));
        return new PostEventPage(outcome.event().id, outcome.event().name, placed, notPlaced);
    }
}
