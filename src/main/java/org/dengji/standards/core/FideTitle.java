package org.dengji.standards.core;

/**
 * FIDE titles a player may hold (the FOREIGN_TITLE criterion: 女子特级大师 (2) and (3)).
 * A higher title of the same ladder satisfies a lower requirement (GM satisfies IM) — an
 * interpretation recorded on the clause; the women's ladder never satisfies the open one
 * (WIM is not 国际大师).
 */
public enum FideTitle implements Bilingual {
    GM(0, 0, "特级国际大师", "Grandmaster"),
    IM(0, 1, "国际大师", "International Master"),
    FM(0, 2, "国际棋联大师", "FIDE Master"),
    CM(0, 3, "候补大师", "Candidate Master"),
    WGM(1, 0, "女子特级国际大师", "Woman Grandmaster"),
    WIM(1, 1, "女子国际大师", "Woman International Master"),
    WFM(1, 2, "女子国际棋联大师", "Woman FIDE Master"),
    WCM(1, 3, "女子候补大师", "Woman Candidate Master");

    private final int ladder;
    private final int step;
    private final String zh;
    private final String en;

    FideTitle(int ladder, int step, String zh, String en) {
        this.ladder = ladder;
        this.step = step;
        this.zh = zh;
        this.en = en;
    }

    public boolean satisfies(FideTitle required) {
        return ladder == required.ladder && step <= required.step;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }
}
