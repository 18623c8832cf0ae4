package org.dengji.registry.player;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.PrePersist;
import jakarta.persistence.PreUpdate;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.dengji.authority.Organisation;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.Title;

/**
 * A registered player. The registration number is public; the birth date is private and appears on
 * no public page. The home unit (the registering organisation) decides who approves the player's
 * titles. {@link #recordVersion} changes whenever an event of the player is published, locked or
 * corrected, so that anything computed from the record (eligibility) can be cached against it.
 */
@Entity
@Table(name = "player")
@NamedQuery(name = Player.BY_REGISTRATION_NO, query = "select p from Player p where p.registrationNo = :no")
public class Player extends PanacheEntityBase {

    /** The player with a registration number, as stored (upper case); translated once, not per call. */
    public static final String BY_REGISTRATION_NO = "Player.byRegistrationNo";

    /** Registration numbers: this prefix and the id, zero-padded to eight digits. */
    public static final String PREFIX = "CN";

    /** Assigned from the sequence {@code player_seq} by {@link PlayerService#register}, with the registration number. */
    @Id
    public Long id;

    @Column(name = "registration_no", nullable = false, unique = true)
    public String registrationNo;

    @Column(name = "name_zh")
    public String nameZh;

    @Column(name = "name_latin")
    public String nameLatin;

    /** Every suffix of each name ({@link SearchKeys}), kept by {@link #name}: what a search reads. */
    @ElementCollection
    @CollectionTable(name = "player_search_key", joinColumns = @JoinColumn(name = "player_id"))
    @Column(name = "search_key")
    Set<String> searchKeys = new HashSet<>();

    /** The Latin name in lower case, for matching on import by an index; kept from {@link #nameLatin}. */
    @Column(name = "name_latin_key")
    String nameLatinKey;

    /** Null while unknown: a file that does not say is never read as male. */
    @Enumerated(EnumType.STRING)
    public Gender gender;

    @Column(name = "birth_date")
    public LocalDate birthDate;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "home_unit_id")
    public Organisation homeUnit;

    @Column(name = "fide_id")
    public Long fideId;

    @Convert(converter = FideTitlesConverter.class)
    @Column(name = "fide_titles")
    public Set<FideTitle> fideTitles = EnumSet.noneOf(FideTitle.class);

    @Enumerated(EnumType.STRING)
    @Column(name = "national_title")
    public Title nationalTitle;

    @Enumerated(EnumType.STRING)
    @Column(name = "amateur_grade")
    public Title amateurGrade;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "merged_into_id")
    public Player mergedInto;

    @Column(name = "record_version", nullable = false)
    public long recordVersion;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Version
    public long version;

    public static String registrationNoOf(long id) {
        String digits = Long.toString(id);
        if (id < 0 || digits.length() >= 8) {
            return PREFIX + String.format("%08d", id);
        }
        return PREFIX + "0".repeat(8 - digits.length()) + digits; // String.format's cost, once per new player of a file
    }

    /** Gives the player these names, and the keys a search finds them by. */
    public void name(String nameZh, String nameLatin) {
        this.nameZh = nameZh;
        this.nameLatin = nameLatin;
        Set<String> keys = SearchKeys.of(nameZh, nameLatin);
        if (!searchKeys.equals(keys)) {
            searchKeys.retainAll(keys);
            searchKeys.addAll(keys);
        }
    }

    /** The name the public sees: the Chinese name, else the Latin one. */
    public String displayName() {
        return nameZh != null && !nameZh.isBlank() ? nameZh : nameLatin;
    }

    /** Both names, for pages: each page shows them in its language ({@link PlayerName}). */
    public PlayerName names() {
        return PlayerName.of(this);
    }

    /** A one-line summary for the audit log (no birth date: the log is read by staff of many units). */
    public String summary() {
        return "%s %s/%s %s home=%s fide=%s".formatted(registrationNo, nameZh, nameLatin, gender,
                homeUnit == null ? null : homeUnit.unitCode, fideId);
    }

    @PrePersist
    @PreUpdate
    void keepLatinNameKey() {
        nameLatinKey = latinNameKey(nameLatin);
    }

    /** The form in which Latin names are compared ({@link LatinNames}). */
    public static String latinNameKey(String nameLatin) {
        return LatinNames.key(nameLatin);
    }
}
