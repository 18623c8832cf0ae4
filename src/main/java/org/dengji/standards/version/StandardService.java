package org.dengji.standards.version;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.Role;
import org.dengji.standards.core.Linter;
import org.dengji.standards.core.Standard;

/**
 * Reading standards: the versions, and one version as a whole document. Anyone may read the
 * published versions; a draft is not yet a rule, so only administrators see drafts (to preview them)
 * and for everyone else a draft does not exist.
 */
@ApplicationScoped
public class StandardService {

    private final StandardStore store;
    private final PublishedDocuments published;
    private final SecurityIdentity identity;

    public StandardService(StandardStore store, PublishedDocuments published, SecurityIdentity identity) {
        this.store = store;
        this.published = published;
        this.identity = identity;
    }

    /** Every version, drafts included, for those who work on them. */
    public List<StandardEntity> versions() {
        return store.all();
    }

    /** Whether the one asking may see drafts: administrators, who preview them before publication. */
    public boolean readsDrafts() {
        return identity.hasRole(Role.ADMIN_NAME);
    }

    /**
     * The versions the one asking may read: for administrators every version, read afresh; for the
     * public the published ones, from memory.
     */
    public List<StandardEntity> readableVersions() {
        return readsDrafts() ? store.all() : published.rows();
    }

    /** The version's row; 404 {@code STANDARD_NOT_FOUND} for a draft, unless an administrator asks. */
    public StandardEntity readable(String code) {
        if (readsDrafts()) {
            return store.get(code);
        }
        return published.row(code).orElseThrow(() -> Failure.notFound("STANDARD_NOT_FOUND", "No standard " + code + "."));
    }

    /** The whole version, for a reader who may see it; a published one comes from memory. */
    public StandardDocument readableDocument(String code) {
        return document(readable(code));
    }

    /** The whole version whatever its status, for the editor's answers. */
    public StandardDocument document(String code) {
        return document(store.get(code));
    }

    /**
     * A draft is assembled anew on every call (it changes); a published version's content never
     * changes, so it is assembled once. It is given the row the caller has: the end of a version's
     * validity is set when a successor is published, and the rows say so.
     */
    StandardDocument document(StandardEntity row) {
        if (row.isDraft()) {
            return assemble(row);
        }
        return published.document(row.code, () -> assemble(row)).withRow(row);
    }

    private StandardDocument assemble(StandardEntity row) {
        Standard standard = store.load(row);
        return new StandardDocument(row, standard, store.clauses(row), store.normRates(row), store.rules(row),
                store.authority(row), Linter.lint(standard));
    }
}
