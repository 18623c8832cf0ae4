package org.dengji.registry.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.dengji.audit.AuditLog;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;

/**
 * Players: identity resolution for imports, registration, search, and moving a player between units.
 * Identity on import: registration number, then FIDE ID, then exact name with the same birth date;
 * anything less certain creates a new player beside the existing ones of the same name.
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

    /** Resolves a line's identity without writing anything. */
    public PlayerMatch resolve(PlayerIdentity who) {
        if (who.registrationNo() != null) {
            return byRegistrationNo(who.registrationNo()).<PlayerMatch>map(PlayerMatch.Existing::new)
                    .orElseGet(() -> new PlayerMatch.UnknownRegistration(who.registrationNo()));
        }
        if (who.fideId() != null) {
            Optional<Player> byFide = Player.<Player>find("fideId", who.fideId()).firstResultOptional();
            if (byFide.isPresent()) {
                return new PlayerMatch.Existing(live(byFide.get()));
            }
        }
        List<Player> sameName = sameName(who);
        if (who.birthDate() != null) {
            Optional<Player> exact = sameName.stream().filter(p -> who.birthDate().equals(p.birthDate)).findFirst();
            if (exact.isPresent()) {
                return new PlayerMatch.Existing(exact.get());
            }
        }
        return new PlayerMatch.New(sameName);
    }

    /** Registers a new player at {@code home}; the registration number comes from the player's id. */
    @Transactional(Transactional.TxType.MANDATORY)
    public Player register(PlayerIdentity who, Organisation home) {
        Player p = new Player();
        p.nameZh = who.nameZh();
        p.nameLatin = who.nameLatin();
        p.gender = who.gender();
        p.birthDate = who.birthDate();
        p.fideId = who.fideId();
        p.fideTitles.addAll(who.fideTitles());
        p.homeUnit = home;
        p.createdAt = clock.instant();
        p.id = numbers.next();
        p.registrationNo = Player.registrationNoOf(p.id);
        p.persist();
        return p;
    }

    public Optional<Player> byRegistrationNo(String registrationNo) {
        return Player.<Player>find("registrationNo", registrationNo.strip().toUpperCase(Locale.ROOT))
                .firstResultOptional().map(PlayerService::live);
    }

    public Player get(String registrationNo) {
        return byRegistrationNo(registrationNo).orElseThrow(() -> Failure.notFound("PLAYER_NOT_FOUND",
                "No player has the registration number " + registrationNo + "."));
    }

    /** Players whose Chinese or Latin name contains {@code q}, or whose registration number is {@code q}. */
    public List<Player> search(String q) {
        String text = q == null ? "" : q.strip();
        if (text.isEmpty()) {
            return List.of();
        }
        String like = "%" + text.toLowerCase(Locale.ROOT).replace("%", "").replace("_", "") + "%";
        String squeezed = "%" + text.toLowerCase(Locale.ROOT).replaceAll("[\\s,]+", "") + "%";
        return Player.<Player>find("mergedInto is null and (registrationNo = ?1 or nameZh like ?2"
                + " or lower(nameLatin) like ?3 or lower(replace(nameLatin, ' ', '')) like ?4)"
                + " order by registrationNo", text.toUpperCase(Locale.ROOT), "%" + text + "%", like, squeezed)
                .page(0, SEARCH_LIMIT).list();
    }

    /**
     * Moves a player to another home unit: a registrar whose subtree holds both the old and the
     * new unit may do it (the home unit decides who approves titles). Audited.
     */
    @Transactional
    public Player move(String registrationNo, String unitCode) {
        Player p = get(registrationNo);
        Organisation to = Organisation.<Organisation>find("unitCode", unitCode).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "There is no unit " + unitCode + "."));
        jurisdiction.requireCovers(p.homeUnit);
        jurisdiction.requireCovers(to);
        String before = p.summary();
        p.homeUnit = to;
        audit.record("PLAYER_MOVED", "player", p.registrationNo, to.id, before, p.summary(), null);
        return p;
    }

    private List<Player> sameName(PlayerIdentity who) {
        if (who.nameZh() != null) {
            return Player.list("nameZh = ?1 and mergedInto is null order by id", who.nameZh());
        }
        if (who.nameLatin() != null) {
            return Player.list("nameLatinKey = ?1 and nameZh is null and mergedInto is null order by id",
                    Player.latinNameKey(who.nameLatin()));
        }
        return List.of();
    }

    /** A merged record answers for the record it was merged into. */
    private static Player live(Player p) {
        Player at = p;
        while (at.mergedInto != null) {
            at = at.mergedInto;
        }
        return at;
    }
}
