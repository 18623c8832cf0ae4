package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/**
 * One cell of the crosstable: a player's round. The opponent is a start number (null for a bye),
 * the colour {@code w}, {@code b} or {@code -}, the code a TRF result code ({@link RoundCode}).
 */
@Entity
@Table(name = "round_entry")
public class RoundEntry extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "round_entry_seq")
    @SequenceGenerator(name = "round_entry_seq", sequenceName = "round_entry_seq", allocationSize = 1000)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "result_id")
    public EventResult result;

    @Column(nullable = false)
    public int round;

    public Integer opponent;

    @Column(nullable = false)
    public String colour;

    @Column(nullable = false)
    public String code;

    public RoundCode roundCode() {
        return RoundCode.of(code.charAt(0));
    }
}
