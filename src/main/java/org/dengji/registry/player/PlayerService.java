package org.dengji.registry.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;

/**
 * Players: identity resolution for imports ({@link PlayerLookup}), registration, search, the players
 * of a registrar's subtree, and moving a player between units (other corrections:
 * {@link PlayerCorrections}). Anything less certain than a registration number, a FIDE ID or the
 * exact name with the same birth date creates a new player beside the existing ones of the same name.
 */
@ApplicationScoped
public class PlayerService {

    /** At most this many players answer a search. */
    static final int SEARCH_LIMIT = 50;

    private final Clock clock;
    private final AuditLog audit;
    private final Jurisdiction jurisdiction;
    private final RegistrationNumbers numbers;

    public PlayerService(Clock clock, AuditLog audit, Jurisdiction jurisdiction, RegistrationNumbers numbers) {
        this.clock = clock;
        this.audit = audit;
        this.jurisdiction = jurisdiction;
        this.numbers = numbers;
    }

    /**
     * Resolves the identities of a whole file without writing anything, in a few queries; a name and
     * birth date match only players whose home unit {@code who} covers.
     */
    public Identities identities(List<PlayerIdentity> lines, Jurisdiction who) {
        PlayerLookup lookup = PlayerLookup.of(lines, who::covers);
        return new Identities(lookup);
    }

    /** The matches of a file's lines; players registered meanwhile are found by later lines. */
    public static final class Identities {
        private final PlayerLookup lookup;

        private Identities(PlayerLookup lookup) {
            this.lookup = lookup;
        }

        public PlayerMatch resolve(PlayerIdentity who) {
            return lookup.resolve(who);
        }

        public void registered(Player p) {
            lookup.registered(p);
        }
    }

    /**
     * Ids for {@code count} new players, drawn together: {@link #register} takes one each. Ids drawn and
     * not used are gaps in the registration numbers, as a rolled-back import leaves.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public java.util.Iterator<Long> newIds(int count) {
        return numbers.next(count).iterator();
    }

    /**
     * A new player at {@code home} with an id from {@link #newIds}; the registration number comes from the
     * id. Not written, and not in the session: the importer writes the file's new players together, in
     * bulk ({@link PlayerRows}), in its own transaction.
     */
    public Player register(PlayerIdentity who, Organisation home, long id) {
        Player p = new Player();
        p.name(who.nameZh(), who.nameLatin());
        p.gender = who.gender();
        p.birthDate = who.birthDate();
        p.fideId = who.fideId();
        p.fideTitles.addAll(who.fideTitles());
        p.homeUnit = home;
        p.createdAt = clock.instant();
        p.id = id;
        p.registrationNo = Player.registrationNoOf(p.id);
        return p;
    }

    public Optional<Player> byRegistrationNo(String registrationNo) {
        return Player.getEntityManager().createNamedQuery(Player.BY_REGISTRATION_NO, Player.class)
                .setParameter("no", registrationNo.strip().toUpperCase(Locale.ROOT)).getResultList().stream().findFirst()
                .map(PlayerService::live);
    }

    public Player get(String registrationNo) {
        return byRegistrationNo(registrationNo).orElseThrow(() -> notFound(registrationNo));
    }

    /**
     * A player whose home unit the signed-in registrar's subtree holds. Any other player answers 404,
     * exactly as a number nobody has: nothing about them, not even that they exist, is told.
     */
    public Player covered(String registrationNo) {
        Player p = get(registrationNo);
        if (!jurisdiction.covers(p.homeUnit)) {
            throw notFound(registrationNo);
        }
        return p;
    }

    private static Failure notFound(String registrationNo) {
        return Failure.notFound("PLAYER_NOT_FOUND", "No player has the registration number " + registrationNo + ".");
    }

    /**
     * Players whose Chinese or Latin name contains {@code q}, or whose registration number {@code q} is,
     * in any of the forms people type it ({@link TypedRegistrationNo}: with or without the prefix and
     * the leading zeros); a query written as a number is only a number. Names are compared without case,
     * spaces or commas and found through their {@link SearchKeys}: one range of an index, however many
     * players there are; the names that are what was typed come first, then the longer ones in the keys'
     * order. What the visitor typed is matched as text, never as a pattern ({@code %} is a character).
     * The home unit comes with each player: every hit shows it, to tell namesakes apart.
     */
    public List<Player> search(String q) {
        String text = q == null ? "" : q.strip();
        if (text.isEmpty()) {
            return List.of();
        }
        String number = TypedRegistrationNo.canonical(text).orElse(text.toUpperCase(Locale.ROOT));
        List<Player> byNumber = Player.<Player>find("from Player p join fetch p.homeUnit where p.mergedInto is null"
                + " and p.registrationNo = ?1", number).list();
        String key = SearchKeys.normalized(text);
        if (TypedRegistrationNo.isWrittenAsNumber(text) || key.isEmpty()) {
            return byNumber;
        }
        // A player is stored under several keys: read more rows than answers, so that repeats and merged
        // records still leave a full page in most cases. Read from the key table alone, in the order of its
        // primary key, so that the database walks one range of that index and stops after these rows
        // (joined to the players, it sorted every key of a common surname first).
        @SuppressWarnings("unchecked")
        List<Number> keyed = Player.getEntityManager().createNativeQuery("SELECT player_id FROM player_search_key"
                + " WHERE search_key >= ?1 AND search_key < ?2 ORDER BY search_key, player_id")
                .setParameter(1, key).setParameter(2, SearchKeys.upperBound(key))
                .setMaxResults(4 * SEARCH_LIMIT).getResultList();
        Map<Long, Player> found = new HashMap<>();
        byNumber.forEach(p -> found.put(p.id, p));
        Set<Long> order = new LinkedHashSet<>(found.keySet());
        keyed.forEach(id -> order.add(id.longValue()));
        List<Long> unread = order.stream().filter(id -> !found.containsKey(id)).toList();
        List<Player> answer = answer(order, found);
        // In the keys' order, a page's worth at a time, until the page is full: the first page is most often all
        // there is to read (a merged record or a repeat leaves a gap the next one fills).
        for (int from = 0; from < unread.size() && answer.size() < SEARCH_LIMIT; from += SEARCH_LIMIT) {
            Player.<Player>find("from Player p join fetch p.homeUnit where p.mergedInto is null and p.id in ?1",
                    padded(unread.subList(from, Math.min(from + SEARCH_LIMIT, unread.size())))).stream()
                    .forEach(p -> found.put(p.id, p));
            answer = answer(order, found);
        }
        return answer;
    }

    private static List<Player> answer(Set<Long> order, Map<Long, Player> found) {
        return order.stream().map(found::get).filter(Objects::nonNull).limit(SEARCH_LIMIT).toList();
    }

    /**
     * {@code ids} made a page long by repeating its first: a list parameter of another length is another statement,
     * which the query language translates again; of one length it is translated once.
     */
    private static List<Long> padded(List<Long> ids) {
        List<Long> page = new ArrayList<>(SEARCH_LIMIT);
        page.addAll(ids);
        while (page.size() < SEARCH_LIMIT) {
            page.add(ids.get(0));
        }
        return page;
    }

    /**
     * Moves a player to another home unit: a registrar whose subtree holds both the old and the
     * new unit may do it (the home unit decides who approves titles). Audited.
     */
    @Transactional
    public Player move(String registrationNo, String unitCode) {
        Player p = covered(registrationNo);
        Organisation to = Organisation.<Organisation>find("unitCode", unitCode).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "There is no unit " + unitCode + "."));
        jurisdiction.requireCovers(to);
        String before = p.summary();
        p.homeUnit = to;
        audit.record(AuditRecord.of("PLAYER_MOVED", AuditedEntity.PLAYER, p.registrationNo, to.id).change(before, p.summary()));
        return p;
    }

    /** A merged record answers for the record it was merged into. */
    private static Player live(Player p) {
        return PlayerLookup.live(p);
    }
}
