package org.dengji.audit;

/**
 * A note that Dengji itself writes in the audit log, as opposed to the reason a person gives
 * ({@link AuditRecord#because}), which is kept as written. The entry keeps the note's code and its
 * arguments, never a sentence, so that each page says it in its reader's language; the API gives the code
 * and the arguments. The arguments are values such as days, numbers and codes, which hold no spaces.
 */
public enum AuditNote {

    /** An application evaluated on the record published on a day: the day. */
    EVALUATED_ON(1),
    /** An application placed on notice with the qualifiers of a locked event. */
    PLACED_WITH_EVENT(0),
    /** A notice over with no open objection: its closing day. */
    NOTICE_OVER(1),
    /** A draft standard made as a copy: the code of the standard copied. */
    COPY_OF(1),
    /** A clause of a draft standard changed: the clause's key. */
    CLAUSE(1),
    /** A standard ended by the publication of another: the other's code. */
    SUPERSEDED_BY(1),
    /** A unit moved in the tree: the codes of its parent before and after. */
    MOVED(2),
    /** Two records of one player merged: the merge, the results moved, the record they came from. */
    MERGED(3),
    /** A suspected duplicate dismissed: the registration number of the other record. */
    NOT_SAME_PLAYER(1),
    /** A merge undone: the merge, the results moved back, the record they came back from. */
    MERGE_UNDONE(3),
    /** A file imported: its format and its fingerprint (what tells the same file imported again). */
    FILE(2),
    /** An import refused: the file's format and the number of errors found in it. */
    IMPORT_ERRORS(2),
    /** The first administrator, created when the service first started on an empty database. */
    FIRST_START(0),
    /** A password set by an administrator. */
    PASSWORD_SET(0);

    private final int arguments;

    AuditNote(int arguments) {
        this.arguments = arguments;
    }

    /** How many arguments the note takes. */
    public int arguments() {
        return arguments;
    }
}
