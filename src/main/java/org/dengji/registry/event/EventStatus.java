package org.dengji.registry.event;

import org.dengji.standards.core.Bilingual;

/** An event's life cycle: DRAFT → PUBLISHED → LOCKED. Only published and locked events are evidence. */
public enum EventStatus implements Bilingual {
    DRAFT("草稿", "draft"),
    PUBLISHED("已公布", "published"),
    LOCKED("已锁定", "locked");

    private final String zh;
    private final String en;

    EventStatus(String zh, String en) {
        this.zh = zh;
        this.en = en;
    }

    @Override
    public String zh() {
        return zh;
    }

    @Override
    public String en() {
        return en;
    }

    /** Whether results of an event in this state count for eligibility. */
    public boolean isEvidence() {
        return this != DRAFT;
    }
}
