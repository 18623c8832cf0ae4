package org.dengji.standards.version;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.Title;

/** A row of {@code standard_norm_rate}: the standard's own norm rate in international events (第二条(三)). */
@Entity
@Table(name = "standard_norm_rate")
public class NormRateEntity extends StandardPartEntity {

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public Title title;

    @Enumerated(EnumType.STRING)
    @Column(name = "gender_scope", nullable = false)
    public GenderScope genderScope;

    @Column(nullable = false)
    public BigDecimal rate;

    @Column(name = "note_en")
    public String noteEn;

    public StandardRows.NormRateRow row() {
        return new StandardRows.NormRateRow(title, genderScope, rate);
    }

    public NormRateEntity copyTo(Long otherStandard) {
        NormRateEntity copy = new NormRateEntity();
        copy.standardId = otherStandard;
        copy.title = title;
        copy.genderScope = genderScope;
        copy.rate = rate;
        copy.noteEn = noteEn;
        return copy;
    }
}
