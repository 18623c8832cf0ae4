package org.dengji.standards.core;

import java.util.Arrays;
import java.util.List;

/**
 * Titles of both tracks, each track's highest first (declaration order is the order of merit
 * within a track). National: 第一条 of 《国际象棋升级规则》. Amateur: the grades of 中国国际象棋协会.
 */
public enum Title implements Bilingual {
    GRANDMASTER(Track.NATIONAL, "特级大师", "Grandmaster"),
    MASTER(Track.NATIONAL, "大师", "Master"),
    FIRST_CLASS(Track.NATIONAL, "一级棋士", "First class"),
    SECOND_CLASS(Track.NATIONAL, "二级棋士", "Second class"),
    THIRD_CLASS(Track.NATIONAL, "三级棋士", "Third class"),
    AMATEUR_MASTER(Track.AMATEUR, "大师", "Master (amateur)"),
    AMATEUR_CANDIDATE_MASTER(Track.AMATEUR, "候补大师", "Candidate master"),
    AMATEUR_FIRST(Track.AMATEUR, "一级棋士", "First grade"),
    AMATEUR_SECOND(Track.AMATEUR, "二级棋士", "Second grade"),
    AMATEUR_THIRD(Track.AMATEUR, "三级棋士", "Third grade"),
    AMATEUR_FOURTH(Track.AMATEUR, "四级棋士", "Fourth grade"),
    AMATEUR_FIFTH(Track.AMATEUR, "五级棋士", "Fifth grade"),
    AMATEUR_SIXTH(Track.AMATEUR, "六级棋士", "Sixth grade");

    private final Track track;
    private final String zh;
    private final String en;

    Title(Track track, String zh, String en) {
        this.track = track;
        this.zh = zh;
        this.en = en;
    }

    public Track track() {
        return track;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }

    /** True when this title ranks above {@code other} in the same track. */
    public boolean isHigherThan(Title other) {
        return track == other.track && ordinal() < other.ordinal();
    }

    /** The titles of a track, highest first. */
    public static List<Title> of(Track track) {
        return Arrays.stream(values()).filter(t -> t.track == track).toList();
    }
}
