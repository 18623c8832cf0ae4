package org.dengji.standards.core;

/**
 * Whom a clause applies to and which section it reads.
 *
 * <p>{@code MEN}: the men's table of 《国际象棋升级规则》; it reads open sections and applies to men and
 * women alike (a woman qualifies by a men's clause met in an open section). {@code WOMEN}: its 女子 table;
 * it reads women's sections and applies to women only. {@code ALL}: the amateur track, which has one
 * table for everyone and reads any section the player may play in.
 */
public enum GenderScope {
    MEN,
    WOMEN,
    ALL;

    public boolean appliesTo(Gender gender) {
        return this != WOMEN || gender == Gender.FEMALE;
    }

    public boolean reads(Section section) {
        return switch (this) {
            case MEN -> section == Section.OPEN;
            case WOMEN -> section == Section.WOMEN;
            case ALL -> true;
        };
    }

    public String zh() {
        return switch (this) {
            case MEN -> "男子";
            case WOMEN -> "女子";
            case ALL -> "不分男女";
        };
    }

    public String en() {
        return switch (this) {
            case MEN -> "men (open)";
            case WOMEN -> "women";
            case ALL -> "all";
        };
    }
}
