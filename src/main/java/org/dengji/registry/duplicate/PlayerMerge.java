package org.dengji.registry.duplicate;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.dengji.registry.player.Player;

/** A merge of one player record into another, with the results that moved, so that it can be undone. */
@Entity
@Table(name = "player_merge")
public class PlayerMerge extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "kept_id")
    public Player kept;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "merged_id")
    public Player merged;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "player_merge_result", joinColumns = @JoinColumn(name = "merge_id"))
    @Column(name = "result_id")
    public Set<Long> movedResults = new HashSet<>();

    @Column(name = "merged_at", nullable = false)
    public Instant mergedAt;

    @Column(name = "merged_by", nullable = false)
    public String mergedBy;

    @Column(name = "undone_at")
    public Instant undoneAt;

    @Column(name = "undone_by")
    public String undoneBy;
}
