package org.dengji.standards.core;

/**
 * Why a result is evidence for no clause. Codes are stable: the API and pages show them.
 * The first five are checked before any clause is read; the rest say why no clause used it.
 */
public enum SetAsideReason implements Bilingual {
    /**
     * The player's sex is not recorded: the men's and the women's clauses (第一条) read different
     * sections and places, so no clause can be chosen until a registrar records it.
     */
    SEX_UNKNOWN("棋手性别未登记，无法确定适用男子或女子标准", "the player's sex is not recorded, so neither the men's nor"
            + " the women's criteria can be applied"),
    /** A second result with the event key of an earlier one: an event counts once, by its first entry. */
    DUPLICATE_EVENT("同一比赛重复填写（只计第一次填写的成绩）", "the same event entered again (only its first entry counts)"),
    /** 第二条(二): not an official event at any level. */
    NOT_OFFICIAL("非正式比赛成绩（第二条(二)）", "not an official event (第二条(二))"),
    /** A man's result in a women's section: no clause of his reads it. */
    SECTION_MISMATCH("组别不符：男子棋手的女子组成绩", "a man's result in a women's section"),
    /** Ends after the evaluation date: not a result yet on that day. */
    AFTER_EVALUATION_DATE("比赛在测算日之后结束", "the event ends after the evaluation date"),
    /** The last day to apply with it has passed, and it counts toward nothing still open. */
    OUTSIDE_WINDOW("超出申请期限", "outside the application window"),
    /** 第二条(二): shared or unknown place, in a category read by placement clauses. */
    RANK_NOT_DEFINITE("名次未明确（第二条(二)）", "the place is not definite (第二条(二))"),
    /** A definite place that no clause's range covers. */
    RANK_OUTSIDE_STANDARD("名次未达任何一条标准", "the place meets no clause's range"),
    /** Offered as a norm (rates given) in an event that is neither a title tournament nor international. */
    NOT_A_NORM_EVENT("非等级称号赛或国际性比赛，不计胜率", "not a title tournament or international event"),
    /** No points or no games recorded where a score rate is needed. */
    NO_SCORE("无得分或对局数", "no points or games recorded"),
    /** Fewer games than the norm minimum. */
    TOO_FEW_GAMES("对局数不足", "too few games"),
    /** An amateur event with fewer rounds than any grade it could earn requires. */
    TOO_FEW_ROUNDS("比赛轮数不足", "the event has too few rounds"),
    /** An amateur event whose number of rounds, and so its maximum points, is not known. */
    ROUNDS_UNKNOWN("比赛轮数不明（得分率＝得分÷满分）",
            "the event's number of rounds is not known (score rate = points ÷ maximum points)"),
    /** A title tournament that prescribes no rate, or an international event with no standard rate. */
    NO_NORM_RATE("比赛未规定胜率", "the event prescribes no norm rate"),
    /** A score rate below every rate that could apply. */
    RATE_TOO_LOW("胜率未达标准", "the score rate is below every applicable rate"),
    /** An amateur grading event whose level is not known. */
    LEVEL_UNKNOWN("比赛级别不明", "the event's level is not known"),
    /** A category that no clause of the standard reads. */
    CATEGORY_NOT_IN_STANDARD("标准不涉及此类比赛", "no clause of the standard reads this kind of event");

    private final String zh;
    private final String en;

    SetAsideReason(String zh, String en) {
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
