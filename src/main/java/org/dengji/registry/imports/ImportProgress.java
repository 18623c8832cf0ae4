package org.dengji.registry.imports;

/**
 * What a standings import says about itself while it runs, for whoever waits for it: how many of
 * the file's lines are read, then that it checks, then that it saves. Each step is called from the
 * import's own thread, perhaps once a line, so a listener that writes somewhere decides itself how
 * often it does. The import's own answer is still its {@link ImportOutcome}.
 */
public interface ImportProgress {

    /** Nobody is listening: the API's imports, and the demo registry. */
    ImportProgress NONE = new ImportProgress() {
    };

    /** {@code lines} of the file's {@code total} lines are read. */
    default void read(int lines, int total) {
    }

    /** The file is read; its contents are checked against the request and the registry. */
    default void checking() {
    }

    /** The checks passed; the event is being written. */
    default void saving() {
    }
}
