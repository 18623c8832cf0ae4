package org.dengji.registry.event;

import org.dengji.standards.core.Bilingual;

/** The verdict on a recorded game. */
public enum GameStatus implements Bilingual {
    /** Every move legal, and the result agrees with the position and with the pairing. */
    VALID("合规", "valid"),
    /** An illegal move, a malformed record, or a result the final position contradicts. */
    INVALID("有误", "faulty"),
    /** Legal, but its result contradicts the result recorded in the standings. */
    MISMATCH("结果不符", "result differs from the standings"),
    /** A variant the engine does not check (e.g. Crazyhouse). */
    UNSUPPORTED("未检查", "not checked");

    private final String zh;
    private final String en;

    GameStatus(String zh, String en) {
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

    public boolean isFaulty() {
        return this == INVALID || this == MISMATCH;
    }
}
