package org.dengji.registry.importjob;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.dengji.registry.event.SourceFormat;

/**
 * A standings file imported in the background from the registrar's form: who started it for which
 * unit, how far it got, and how it ended. Written only by {@link ImportJobs}, each step in a short
 * transaction of its own; the file itself is never stored.
 */
@Entity
@Table(name = "import_job")
public class ImportJob extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    /** The user name of the registrar who uploaded the file. */
    @Column(name = "started_by", nullable = false)
    public String startedBy;

    /** The organising unit the form named, which an administrator must cover to see the job. */
    @Column(name = "organisation_id", nullable = false)
    public Long organisationId;

    @Enumerated(EnumType.STRING)
    @Column(name = "source_format", nullable = false)
    public SourceFormat format;

    /** The name the browser gave the file, as the registrar knows it; null when it gave none. */
    @Column(name = "file_name")
    public String fileName;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public ImportJobState state;

    @Enumerated(EnumType.STRING)
    public ImportJobFailure failure;

    @Column(name = "lines_read", nullable = false)
    public int linesRead;

    @Column(name = "lines_total", nullable = false)
    public int linesTotal;

    @Column(name = "event_id")
    public Long eventId;

    @Column(nullable = false)
    public boolean unchanged;

    @Column(name = "error_count", nullable = false)
    public int errorCount;

    @Column(name = "warning_count", nullable = false)
    public int warningCount;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
}
