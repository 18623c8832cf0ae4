package org.dengji.standards.core;

/** Event categories of the national standard, with the Chinese wording of 《国际象棋升级规则》. */
public enum EventCategory implements Bilingual {
    NATIONAL_INDIVIDUAL("全国个人赛", "the national individual championship"),
    PROVINCIAL_INDIVIDUAL("省、自治区、直辖市个人赛", "a provincial individual championship"),
    INDUSTRY_OR_PLAN_CITY("行业体协、计划单列市个人赛", "an industry association or plan-listed city championship"),
    PREFECTURE_INDIVIDUAL("省辖市、地区、自治州个人赛", "a prefecture individual championship"),
    COUNTY_INDIVIDUAL("县个人赛", "a county individual championship"),
    NATIONAL_JUNIOR("全国少年个人赛", "the national junior individual championship"),
    PROVINCIAL_JUNIOR("省、自治区、直辖市少年个人赛", "a provincial junior individual championship"),
    TITLE_TOURNAMENT("等级称号赛", "a title tournament"),
    INTERNATIONAL("国际性比赛", "an international event"),
    AMATEUR_GRADING("业余等级赛", "an amateur grading event"),
    OTHER("其他比赛", "another event");

    private final String zh;
    private final String en;

    EventCategory(String zh, String en) {
        this.zh = zh;
        this.en = en;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }

    /** Categories whose results may be norms: title tournaments and, by 第二条(三), international events. */
    public boolean isNormEvent() {
        return this == TITLE_TOURNAMENT || this == INTERNATIONAL;
    }
}
