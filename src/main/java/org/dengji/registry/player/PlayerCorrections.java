package org.dengji.registry.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.OptimisticLockException;
import jakarta.transaction.Transactional;
import java.util.List;
import org.dengji.audit.AuditLog;
import org.dengji.audit.AuditRecord;
import org.dengji.audit.AuditedEntity;
import org.dengji.authority.Jurisdiction;
import org.dengji.authority.Organisation;
import org.dengji.common.Failure;
import org.dengji.common.RegistryLock;
import org.dengji.common.Violation;

/**
 * Registrars correct the players of their subtree: names, sex, birth date, home unit and FIDE ID.
 * The order of the checks is the order of what may be told: a player outside the subtree is not
 * found (404) before anything about the correction is judged; then a record changed since the
 * caller saw it (409), the new home unit (400 unknown, 403 outside the subtree), a player left
 * without a name (400), a FIDE ID another player holds (409). Every change is audited, before and
 * after, under the player's home unit after the correction (as a move is), with the birth date named
 * as changed but never written: the log is read by staff of many units. The record's version moves
 * on, so eligibility cached against it is computed again (the sex decides which clauses apply).
 * Public pages kept for visitors are forgotten by {@code PublicPagesAfterChanges}, as after any write.
 */
@ApplicationScoped
public class PlayerCorrections {

    private final PlayerService players;
    private final Jurisdiction jurisdiction;
    private final AuditLog audit;
    private final RegistryLock lock;
    private final Event<PlayerRenamed> renamings;

    public PlayerCorrections(PlayerService players, Jurisdiction jurisdiction, AuditLog audit, RegistryLock lock,
            Event<PlayerRenamed> renamings) {
        this.players = players;
        this.jurisdiction = jurisdiction;
        this.audit = audit;
        this.lock = lock;
        this.renamings = renamings;
    }

    /** What a correction did: the player as they now are, and the fields that changed (none: nothing was written). */
    public record Outcome(Player player, List<String> changed) {
    }

    @Transactional
    public Outcome correct(String registrationNo, PlayerCorrection correction) {
        Player p = players.covered(registrationNo);
        if (correction.namesNothing()) {
            throw Failure.invalid("NOTHING_TO_CORRECT", "The correction names no field to change.");
        }
        requireVersion(p, correction.version());
        Organisation home = correction.homeUnit() == null ? null : unitInSubtree(correction.homeUnit());
        PlayerFacts before = PlayerFacts.of(p);
        PlayerFacts after = before.corrected(correction, home);
        if (!after.hasAName()) {
            throw Failure.invalid("NAME_REQUIRED", "A player keeps at least one name, Chinese or Latin.",
                    Violation.field("nameZh", "one name must remain"),
                    Violation.field("nameLatin", "one name must remain"));
        }
        List<String> changed = after.changedFrom(before);
        if (changed.contains("fideId") && after.fideId() != null) {
            requireFreeFideId(p, after.fideId());
        }
        if (!changed.isEmpty()) {
            write(p, after, changed, correction.reason());
        }
        return new Outcome(p, changed);
    }

    private void write(Player p, PlayerFacts after, List<String> changed, String reason) {
        boolean renamed = changed.contains("nameZh") || changed.contains("nameLatin");
        if (renamed) {
            // Before the player's row is touched: an import holding the lock may yet write to that row.
            lock.acquire(RegistryLock.PLAYER_REGISTRATION);
        }
        String before = p.summary();
        after.applyTo(p);
        p.recordVersion++;
        flush();
        if (renamed) {
            renamings.fire(new PlayerRenamed(p));
        }
        String note = reason == null || reason.isBlank() ? null : reason.strip();
        audit.record(AuditRecord.of("PLAYER_CORRECTED", AuditedEntity.PLAYER, p.registrationNo, p.homeUnit.id)
                .change(before, p.summary() + "; changed: " + String.join(", ", changed)).because(note));
    }

    /**
     * Writes now, so that a correction that raced another one on the same player is refused here,
     * as the conflict it is, rather than at commit: the row's version no longer matches the one read.
     */
    private static void flush() {
        try {
            Player.flush();
        } catch (OptimisticLockException raced) {
            throw changedMeanwhile();
        }
    }

    private static void requireVersion(Player p, Long seen) {
        if (seen != null && seen != p.version) {
            throw changedMeanwhile();
        }
    }

    private static Failure changedMeanwhile() {
        return Failure.conflict("CONCURRENT_CHANGE", "The player was changed by someone else meanwhile;"
                + " load the record again and repeat the correction.");
    }

    private Organisation unitInSubtree(String unitCode) {
        Organisation unit = Organisation.<Organisation>find("unitCode", unitCode.strip()).firstResultOptional()
                .orElseThrow(() -> Failure.invalid("UNKNOWN_ORGANISATION", "There is no unit " + unitCode + ".",
                        Violation.field("homeUnit", "no such unit")));
        jurisdiction.requireCovers(unit);
        return unit;
    }

    /** Another record holding the FIDE ID is not named: it may lie outside the caller's subtree. */
    private static void requireFreeFideId(Player p, long fideId) {
        if (Player.count("fideId = ?1 and id <> ?2", fideId, p.id) > 0) {
            throw new Failure(Failure.Kind.CONFLICT, "FIDE_ID_TAKEN", "Another player is registered with the FIDE ID "
                    + fideId + ".", List.of(Violation.field("fideId", "held by another player")));
        }
    }
}
