package org.dengji.registry.event;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/**
 * A recorded game of an event round, with its PGN and the rules engine's verdict: the status, and
 * for a faulty game the fault's code, message, ply and place in the file.
 */
@Entity
@Table(name = "game")
public class Game extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_id")
    public Event event;

    @Column(nullable = false)
    public int round;

    @Column(nullable = false)
    public int board;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "white_id")
    public EventResult white;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "black_id")
    public EventResult black;

    /** The PGN result marker: 1-0, 0-1, 1/2-1/2 or *. */
    @Column(nullable = false)
    public String result;

    @Column(nullable = false)
    public String pgn;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public GameStatus status;

    @Column(nullable = false)
    public int plies;

    @Column(name = "fault_code")
    public String faultCode;

    @Column(name = "fault_message")
    public String faultMessage;

    @Column(name = "fault_ply")
    public Integer faultPly;

    @Column(name = "fault_line")
    public Integer faultLine;

    @Column(name = "fault_column")
    public Integer faultColumn;

    /** Warning notices of the validator, one per line ("CODE: message"). */
    public String warnings;

    public boolean isFaulty() {
        return status.isFaulty();
    }
}
