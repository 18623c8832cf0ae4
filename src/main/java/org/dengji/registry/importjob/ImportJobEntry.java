package org.dengji.registry.importjob;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;
import org.dengji.registry.imports.ImportResponses;

/**
 * An error or a warning of a refused file, kept with its job so that the registrar's page lists it
 * in whichever language it is read: its line, column, code and the values its message is made of.
 */
@Entity
@Table(name = "import_job_entry")
public class ImportJobEntry extends PanacheEntityBase {

    static final String ERROR = "ERROR";
    static final String WARNING = "WARNING";

    /** Between the values of {@link #args}: no value of a file holds it. */
    private static final String SEPARATOR = "\u001f";
    private static final int MAX_ARGS = 4000;

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
            String args = String.join(SEPARATOR, e.args());
            row.args = args.length() <= MAX_ARGS ? args : args.substring(0, MAX_ARGS);
            row.persist();
        }
    }

    /** The entries kept of one kind, in the file's order; a code this version no longer knows is left out. */
    static List<ImportError> of(long jobId, String kind) {
        List<ImportError> entries = new ArrayList<>();
        for (ImportJobEntry row : ImportJobEntry.<ImportJobEntry>list("jobId = ?1 and kind = ?2 order by seq",
                jobId, kind)) {
            ImportCode code;
            try {
                code = ImportCode.valueOf(row.code);
            } catch (IllegalArgumentException retired) {
                continue;
            }
            List<String> args = row.args.isEmpty() ? List.of() : Arrays.asList(row.args.split(SEPARATOR, -1));
            entries.add(new ImportError(row.line, row.column, code, args));
        }
        return entries;
    }
}
