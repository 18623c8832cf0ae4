package org.dengji.certification.application;

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
import java.util.List;
import org.dengji.registry.event.EventResult;
import org.dengji.standards.core.Track;

/**
 * A result an application cites. While the application is alive the result is claimed for its
 * track; a unique key on (result, claimed track) makes one result support one title per track, even
 * when two applications are opened at the same moment. Rejection and revocation release the claim.
 */
@Entity
@Table(name = "application_evidence")
public class ApplicationEvidence extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "application_id")
    public TitleApplication application;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "event_result_id")
    public EventResult result;

    @Column(name = "event_id", nullable = false)
    public Long eventId;

    @Enumerated(EnumType.STRING)
    @Column(name = "claimed_track")
    public Track claimedTrack;

    /** The results an application cites, with their events, in the order of the events' end. */
    public static List<ApplicationEvidence> of(TitleApplication application) {
        return list("select x from ApplicationEvidence x join fetch x.result r join fetch r.event e"
                + " where x.application = ?1 order by e.endDate, e.id", application);
    }

    /** The live application that has claimed {@code result} for {@code track}, if any. */
    public static java.util.Optional<ApplicationEvidence> claim(EventResult result, Track track) {
        return find("result = ?1 and claimedTrack = ?2", result, track).firstResultOptional();
    }
}
