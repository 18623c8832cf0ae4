package org.dengji.certification.certificate;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The last sequence number a unit issued in a year; its row is locked by every issue. */
@Entity
@Table(name = "certificate_counter")
public class CertificateCounter extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "unit_id", nullable = false)
    public Long unitId;

    @Column(name = "issue_year", nullable = false)
    public int year;

    @Column(name = "last_issued", nullable = false)
    public int lastIssued;
}
