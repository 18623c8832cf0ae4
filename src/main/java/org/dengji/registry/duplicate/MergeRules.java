package org.dengji.registry.duplicate;

import org.dengji.common.Failure;
import org.dengji.registry.player.Player;

/**
 * What keeps merges of player records undoable in order. A merge moves results from one record to
 * another and an undo moves exactly those results back, so both must see the records as the merge
 * left them: a record merged away takes part in no further merge, and merges are undone last first
 * for each record. Otherwise an undo would hand results to a record they have since left (A merged
 * into B, B into C: undoing the first would take A's results back from C, which holds them now).
 *
 * <p>Every refusal names only the records of the entry or merge asked about, which the caller's
 * jurisdiction was checked to cover before: never the record something was merged into, nor the other
 * side of a later merge, which may lie in another unit's subtree.
 */
final class MergeRules {

    private MergeRules() {
    }

    /**
     * Refuses with {@code ALREADY_MERGED} an entry either of whose records has been merged away since
     * it was queued: merging it would merge a record twice, or into a record that no longer stands.
     */
    static void requireDecidable(DuplicateCandidate c) {
        requireNotMergedAway(c.player);
        requireNotMergedAway(c.existing);
    }

    /**
     * Refuses with {@code SAME_RECORD} an entry that pairs a record with itself (such an entry can
     * still be dismissed, which clears it from the queue).
     */
    static void requireTwoRecords(DuplicateCandidate c) {
        if (c.player.id.equals(c.existing.id)) {
            throw Failure.conflict("SAME_RECORD", "Entry " + c.id + " pairs " + c.player.registrationNo
                    + " with itself: a record cannot be merged into itself.");
        }
    }

    private static void requireNotMergedAway(Player p) {
        if (p.mergedInto != null) {
            throw Failure.conflict("ALREADY_MERGED", p.registrationNo + " has been merged into another record, so"
                    + " this entry can no longer be decided; undo that merge first if it was wrong.");
        }
    }

    /**
     * Refuses with {@code NOT_LATEST_MERGE} unless {@code m} is the latest merge still standing of
     * each of its two records. Merge ids grow with time, and merges and undos of one record run one
     * after the other ({@link RecordLocks}), so the order of ids is the order in which merges stand.
     */
    static void requireLatest(PlayerMerge m) {
        long later = PlayerMerge.count("id > ?1 and undoneAt is null and (kept.id in (?2, ?3) or merged.id in (?2, ?3))",
                m.id, m.kept.id, m.merged.id);
        if (later > 0) {
            throw Failure.conflict("NOT_LATEST_MERGE", "Merge " + m.id + " is not the latest merge of "
                    + m.merged.registrationNo + " or " + m.kept.registrationNo
                    + ": a later merge of one of them stands and must be undone first.");
        }
    }
}
