package org.dengji.standards.core;

/**
 * How a title reads in an answer. Only the highest title met is MET: a title below it reads
 * BELOW_HIGHEST on both tracks, whether or not a clause of its own is met (the amateur ladder's
 * rates nest, so a 75% score meets every grade; the national tables' ranges mostly do not), so
 * that the two tracks read the same.
 */
public enum TitleStatus implements Bilingual {
    MET("已达到", "met"),
    NOT_MET("未达到", "not met"),
    BELOW_HIGHEST("已可申请更高称号", "a higher title is open to you");

    private final String zh;
    private final String en;

    TitleStatus(String zh, String en) {
        this.zh = zh;
        this.en = en;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }
}
