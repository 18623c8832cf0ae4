package org.dengji.standards.version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** What every row that belongs to one standard version has: its own id and its version's id. */
@MappedSuperclass
public abstract class StandardPartEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "standard_id", nullable = false)
    public Long standardId;
}
