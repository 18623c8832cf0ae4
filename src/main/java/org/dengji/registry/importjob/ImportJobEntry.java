package org.dengji.registry.importjob;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportResponses;
import org.dengji.registry.imports.StoredImportError;

/**
 * An error or a warning of a refused file, kept with its job so that the registrar's page lists it
 * in whichever language it is read: its line, column, code and the values its message is made of.
 */
@Entity
@Table(name = "import_job_entry")
public class ImportJobEntry extends PanacheEntityBase {

    static final String ERROR = "ERROR";
    static final String WARNING = "WARNING";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "job_id", nullable = false)
    public Long jobId;

    @Column(nullable = false)
    public String kind;

    @Column(nullable = false)
    public int seq;

    @Column(name = "line_no", nullable = false)
    public int line;

    @Column(name = "column_no")
    public Integer column;

    @Column(nullable = false)
    public String code;

    @Column(nullable = false)
    public String args;

    /** Keeps the first {@link ImportResponses#LISTED} of {@code entries}; within the caller's transaction. */
    static void keep(long jobId, String kind, List<ImportError> entries) {
        int seq = 0;
        for (ImportError e : entries.stream().limit(ImportResponses.LISTED).toList()) {
            ImportJobEntry row = new ImportJobEntry();
            row.jobId = jobId;
            row.kind = kind;
            row.seq = seq++;
            row.line = e.line();
            row.column = e.column();
            row.code = e.code().name();
            row.args = StoredImportError.args(e);
            row.persist();
        }
    }

    /** The entries kept of one kind, in the file's order; a code this version no longer knows is left out. */
    static List<ImportError> of(long jobId, String kind) {
        List<ImportError> entries = new ArrayList<>();
        for (ImportJobEntry row : ImportJobEntry.<ImportJobEntry>list("jobId = ?1 and kind = ?2 order by seq",
                jobId, kind)) {
            StoredImportError.read(row.line, row.column, row.code, row.args).ifPresent(entries::add);
        }
        return entries;
    }
}
