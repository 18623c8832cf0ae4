package org.dengji.common.change;

import jakarta.enterprise.context.RequestScoped;

/**
 * Whether the request being served may change stored data (it is not a read), and what it asked for:
 * each transaction it runs announces a change to the other instances ({@link ChangeAnnouncer}).
 */
@RequestScoped
public class ChangingRequest {

    private String change;

    /** Marks the request as one that may change data, {@code change} saying what it asked for. */
    public void mayChange(String change) {
        this.change = change;
    }

    /** What the request asked for, or null for a request that only reads. */
    public String change() {
        return change;
    }
}
