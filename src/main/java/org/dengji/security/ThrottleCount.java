package org.dengji.security;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** Failed sign-ins counted under one key (an account tried from an address, or an address alone). */
@Entity
@Table(name = "sign_in_throttle")
public class ThrottleCount extends PanacheEntityBase {

    @Id
    @Column(name = "throttle_key", length = 200)
    public String key;

    @Column(nullable = false)
    public int failures;

    @Column(name = "last_failure_at", nullable = false)
    public Instant lastFailureAt;
}
