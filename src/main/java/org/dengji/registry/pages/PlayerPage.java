package org.dengji.registry.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.dengji.common.i18n.Language;
import org.dengji.registry.player.Player;
import org.dengji.registry.record.PublishedRecord;
import org.dengji.standards.core.ClauseOutcome;
import org.dengji.standards.core.Evaluation;
import org.dengji.standards.core.SetAside;
import org.dengji.standards.core.Title;
import org.dengji.standards.core.TitleOutcome;
import org.dengji.standards.version.ClauseLabels;

/**
 * The public player page in one language: who the player is (the name the language reads first, the other
 * beside it; no birth date), the titles held, the
 * title the published record qualifies for with its clause and results, a progress bar for every
 * title above it, and the events.
 */
public record PlayerPage(String registrationNo, String name, String otherName, String homeUnit, List<String> held,
        String qualifies, List<Reason> reasons, List<Bar> bars, List<EventLine> events, String standard,
        String standardName, String evaluatedOn) {

    /** A clause met and the events it rests on. */
    public record Reason(String reference, String text, List<EventLink> events) {
    }

    public record EventLink(long id, String name) {
    }

    /** Progress toward a title: the closest clause, as have of need. */
    public record Bar(String title, int have, int need, String text, String reference) {
        public int percent() {
            return need == 0 ? 0 : Math.min(100, have * 100 / need);
        }
    }

    /** One published result, with the reason it counts for nothing, if it does not. */
    public record EventLine(long id, String name, String category, String endDate, String rank, String points,
            int games, int faultyGames, String setAside) {
    }

    /** @param standardName the name of the standard version the record was evaluated against, in the page's language */
    public static PlayerPage of(Player p, PublishedRecord record, String homeUnit, String standardName,
            Language language) {
        Evaluation e = record.evaluation();
        Title highest = e.highestTitle().orElse(null);
        List<Reason> reasons = highest == null ? List.of() : reasons(e.outcome(highest), record.lines(), language);
        List<Bar> bars = new ArrayList<>();
        for (TitleOutcome t : e.titles()) {
            if (t.met() || highest != null && !t.title().isHigherThan(highest)) {
                continue;
            }
            closest(t, language).ifPresent(bars::add);
        }
        return new PlayerPage(p.registrationNo, p.names().first(language), p.names().second(language), homeUnit,
                held(p, language), highest == null ? null : highest.in(language.locale()), reasons, bars,
                events(record, language), e.standardCode(), standardName, e.evaluatedOn().toString());
    }

    private static List<Reason> reasons(TitleOutcome outcome, List<PublishedRecord.Line> results, Language language) {
        return outcome.clauses().stream().filter(ClauseOutcome::met).map(c -> new Reason(ClauseLabels.name(c.clause(), language),
                language.pick(c.clause().textZh(), c.clause().textEn()), c.evidence().stream()
                        .map(i -> new EventLink(results.get(i).eventId(), results.get(i).eventName())).toList()))
                .toList();
    }

    private static java.util.Optional<Bar> closest(TitleOutcome t, Language language) {
        return t.clauses().stream().filter(c -> c.progress().need() > 0 && !c.progress().expired())
                .max(java.util.Comparator.comparingDouble(c -> (double) c.progress().have() / c.progress().need()))
                .map(c -> new Bar(t.title().in(language.locale()), c.progress().have(), c.progress().need(),
                        c.progress().in(language.locale()), ClauseLabels.name(c.clause(), language)));
    }

    private static List<String> held(Player p, Language language) {
        List<String> held = new ArrayList<>();
        if (p.nationalTitle != null) {
            held.add(p.nationalTitle.in(language.locale()));
        }
        if (p.amateurGrade != null) {
            held.add(p.amateurGrade.in(language.locale()));
        }
        p.fideTitles.stream().sorted().forEach(t -> held.add(t.in(language.locale())));
        return held;
    }

    private static List<EventLine> events(PublishedRecord record, Language language) {
        List<EventLine> lines = new ArrayList<>();
        List<PublishedRecord.Line> results = record.lines();
        for (int i = results.size() - 1; i >= 0; i--) {
            PublishedRecord.Line r = results.get(i);
            int index = i;
            String aside = record.evaluation().setAside().stream().filter(s -> s.index() == index)
                    .map(SetAside::reason).map(s -> s.in(language.locale())).collect(Collectors.joining("; "));
            lines.add(new EventLine(r.eventId(), r.eventName(), r.category().in(language.locale()),
                    r.endDate().toString(), r.rankText(), r.points().stripTrailingZeros().toPlainString(), r.games(),
                    r.faultyGames(), aside.isEmpty() ? null : aside));
        }
        return lines;
    }
}
