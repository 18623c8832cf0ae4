package org.dengji.certification.notice;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import org.dengji.common.DatabaseRefusals;

/**
 * An address that lodges objections, by the hash kept in {@link Objection#addressHash}. Its row holds
 * nothing but the key: it is what every objection from the address locks before it counts the
 * address's objections of the last hour, so that objections sent at the same moment, to any instance,
 * count one after the other instead of all counting none of the others.
 */
@Entity
@Table(name = "objection_lodger")
public class ObjectionLodger extends PanacheEntityBase {

    @Id
    @Column(name = "address_hash", length = 64)
    public String addressHash;

    /**
     * Creates the row of {@code addressHash} if it is missing, in a transaction of its own: call it
     * before the objection's transaction, which locks the row and cannot create it (two first objections
     * that both insert it would fail one of them, and a connection held while waiting for a second one
     * would starve the pool under a burst). The loser of that insert finds the winner's row.
     */
    static void register(String addressHash) {
        if (QuarkusTransaction.requiringNew().call(() -> count("addressHash", addressHash)) > 0) {
            return;
        }
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                ObjectionLodger lodger = new ObjectionLodger();
                lodger.addressHash = addressHash;
                lodger.persistAndFlush(); // a key taken meanwhile is refused here, not logged at commit
            });
        } catch (RuntimeException failure) {
            if (!DatabaseRefusals.uniqueViolation(failure)) {
                throw failure;
            }
            // Another objection from the address created the row first: it is there to be locked.
        }
    }

    /** Locks the row of {@code addressHash} until the transaction ends; {@link #register} has created it. */
    static void lock(String addressHash) {
        if (findById(addressHash, LockModeType.PESSIMISTIC_WRITE) == null) {
            throw new IllegalStateException("objection lodger not registered before lodging");
        }
    }
}
