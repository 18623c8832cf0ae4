package org.dengji.standards.core;

/**
 * The level of the body that runs an event; the amateur track grants grades by level (national
 * events every grade, provincial 一–六级, prefecture 二–六级, county 三–六级: the association's 业余等级条例实施细则).
 */
public enum EventLevel implements Bilingual {
    NATIONAL("全国"),
    PROVINCIAL("省级"),
    PREFECTURE("地市级"),
    COUNTY("县级");

    private final String zh;

    EventLevel(String zh) {
        this.zh = zh;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The level an individual-event category implies, or null where it implies none (an amateur
     * grading event's level must be given; title tournaments, international and other events have none).
     * Industry associations and plan-listed cities rank with provinces, as in 第三条 (二).
     */
    public static EventLevel impliedBy(EventCategory category) {
        return switch (category) {
            case NATIONAL_INDIVIDUAL, NATIONAL_JUNIOR -> NATIONAL;
            case PROVINCIAL_INDIVIDUAL, PROVINCIAL_JUNIOR, INDUSTRY_OR_PLAN_CITY -> PROVINCIAL;
            case PREFECTURE_INDIVIDUAL -> PREFECTURE;
            case COUNTY_INDIVIDUAL -> COUNTY;
            case TITLE_TOURNAMENT, INTERNATIONAL, AMATEUR_GRADING, OTHER -> null;
        };
    }
}
