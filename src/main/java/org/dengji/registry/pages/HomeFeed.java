package org.dengji.registry.pages;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dengji.common.change.KeptInMemory;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.EventResult;
import org.dengji.registry.event.EventService;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerName;
import org.dengji.registry.record.EveryonesEligibility;
import org.dengji.registry.record.PlayerRecords;
import org.dengji.standards.core.Title;

/**
 * What the home page leads with: the recently published events, and the players of those events
 * whose published record now qualifies them for a title above the one they hold. Made again when
 * an event is published (by any instance: the latest publication time is read on every visit, one
 * small query), and after every change made through any instance ({@link KeptInMemory}), else at
 * most once a minute; one query per player per visit would be too many.
 */
@ApplicationScoped
public class HomeFeed implements KeptInMemory {

    static final int EVENTS = 6;
    static final int PLAYERS = 10;
    static final long KEEP_SECONDS = 60;

    /** A recently published event; kept for both languages, each page picks its own. */
    public record RecentEvent(long id, String name, String categoryZh, String categoryEn, String endDate) {

        public String category(Language language) {
            return language.pick(categoryZh, categoryEn);
        }
    }

    /** A player who qualifies, and for what; kept for both languages, each page picks its own. */
    public record Qualified(String registrationNo, PlayerName name, String titleZh, String titleEn, String eventName) {

        public String title(Language language) {
            return language.pick(titleZh, titleEn);
        }
    }

    /** The feed, as kept. */
    public record Feed(List<RecentEvent> events, List<Qualified> qualified) {
    }

    private final EventService events;
    private final PlayerRecords records;
    private final EveryonesEligibility everyone;
    private final Clock clock;
    private volatile Feed feed;
    private volatile Instant madeAt = Instant.EPOCH;
    private volatile Instant latestPublication;

    public HomeFeed(EventService events, PlayerRecords records, EveryonesEligibility everyone, Clock clock) {
        this.events = events;
        this.records = records;
        this.everyone = everyone;
        this.clock = clock;
    }

    public Feed current() {
        Instant now = clock.instant();
        Instant latest = Event.getEntityManager().createQuery("select max(e.publishedAt) from Event e", Instant.class)
                .getSingleResult();
        boolean published = latest != null && !latest.equals(latestPublication);
        if (feed == null || published || now.isAfter(madeAt.plusSeconds(KEEP_SECONDS))) {
            feed = make();
            madeAt = now;
            latestPublication = latest;
        }
        return feed;
    }

    /** Forgets the kept feed: the next visit makes it again. */
    @Override
    public void invalidate() {
        feed = null;
    }

    @Transactional
    Feed make() {
        List<Event> recent = events.recentlyPublished(EVENTS);
        List<RecentEvent> shown = recent.stream().map(e -> new RecentEvent(e.id, e.name, e.category.zh(),
                e.category.en(), e.endDate.toString())).toList();
        Map<Long, Title> highest = highestTitles(recent);
        Map<Long, Qualified> qualified = new LinkedHashMap<>();
        for (Event e : recent) {
            for (EventResult r : events.standings(e)) {
                if (qualified.size() >= PLAYERS) {
                    break;
                }
                qualify(r.player, highest.get(r.player.id), e).ifPresent(q -> qualified.putIfAbsent(r.player.id, q));
            }
        }
        return new Feed(shown, new ArrayList<>(qualified.values()));
    }

    /** The highest title each player of {@code recent} qualifies for today, all evaluated in one reading. */
    private Map<Long, Title> highestTitles(List<Event> recent) {
        Map<Long, Title> highest = new HashMap<>();
        if (!recent.isEmpty()) {
            everyone.playersOf(recent.stream().map(e -> e.id).toList(), records.inForceToday(), LocalDate.now(clock),
                    p -> p.evaluation().highestTitle().ifPresent(t -> highest.put(p.playerId(), t)));
        }
        return highest;
    }

    private static Optional<Qualified> qualify(Player p, Title highest, Event e) {
        return Optional.ofNullable(highest).filter(t -> p.nationalTitle == null || t.isHigherThan(p.nationalTitle))
                .map(t -> new Qualified(p.registrationNo, p.names(), t.zh(), t.en(), e.name));
    }
}
