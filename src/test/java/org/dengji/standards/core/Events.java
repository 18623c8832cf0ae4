package org.dengji.standards.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

/**
 * Events for fixtures, named as 《国际象棋升级规则》 names them. Every event of a year ends on 1 October, so
 * that it lies inside the application window of {@link Players#EVALUATED_ON} (31 December 2025)
 * for 2025 events and outside it for earlier years.
 */
final class Events {

    /**
     * An event as a fixture: a key (equal keys are one event), where it sits, and its rules.
     * {@code rounds}: the event's number of rounds (its maximum points), null where not known.
     */
    record Event(String key, EventCategory category, Section section, LocalDate endDate, boolean official,
            Map<Title, BigDecimal> normRates, EventLevel level, Integer rounds) {

        Event womens() {
            return new Event(key + "/women", category, Section.WOMEN, endDate, official, normRates, level, rounds);
        }

        Event unofficial() {
            return new Event(key, category, section, endDate, false, normRates, level, rounds);
        }

        Event endingOn(LocalDate date) {
            return new Event(key, category, section, date, official, normRates, level, rounds);
        }

        Event named(String newKey) {
            return new Event(newKey, category, section, endDate, official, normRates, level, rounds);
        }

        Event ofRounds(Integer newRounds) {
            return new Event(key, category, section, endDate, official, normRates, level, newRounds);
        }

        Event undated() {
            return endingOn(null);
        }

        Event anonymous() {
            return named(null);
        }

        Event prescribing(Title title, String rate) {
            Map<Title, BigDecimal> rates = new HashMap<>(normRates);
            rates.put(title, new BigDecimal(rate));
            return new Event(key, category, section, endDate, official, rates, level, rounds);
        }

        Event atLevel(EventLevel newLevel) {
            return new Event(key, category, section, endDate, official, normRates, newLevel, rounds);
        }
    }

    private Events() {
    }

    static Event event(EventCategory category, String name, int year) {
        return new Event(name + " " + year, category, Section.OPEN, LocalDate.of(year, 10, 1), true, Map.of(), null,
                null);
    }

    static Event nationalChampionship(int year) {
        return event(EventCategory.NATIONAL_INDIVIDUAL, "national championship", year);
    }

    static Event provincialChampionship(int year) {
        return event(EventCategory.PROVINCIAL_INDIVIDUAL, "provincial championship", year);
    }

    static Event industryChampionship(int year) {
        return event(EventCategory.INDUSTRY_OR_PLAN_CITY, "industry championship", year);
    }

    static Event prefectureChampionship(int year) {
        return event(EventCategory.PREFECTURE_INDIVIDUAL, "prefecture championship", year);
    }

    static Event countyChampionship(int year) {
        return event(EventCategory.COUNTY_INDIVIDUAL, "county championship", year);
    }

    static Event nationalJuniors(int year) {
        return event(EventCategory.NATIONAL_JUNIOR, "national juniors", year);
    }

    static Event provincialJuniors(int year) {
        return event(EventCategory.PROVINCIAL_JUNIOR, "provincial juniors", year);
    }

    static Event titleTournament(String name) {
        return event(EventCategory.TITLE_TOURNAMENT, "title tournament " + name, 2025);
    }

    static Event international(String name) {
        return event(EventCategory.INTERNATIONAL, name, 2025);
    }

    /** An amateur grading event of 9 rounds (the minimum for 大师 and 候补大师). */
    static Event amateurGrading(String name, EventLevel level) {
        return event(EventCategory.AMATEUR_GRADING, "amateur grading " + name, 2025).atLevel(level).ofRounds(9);
    }
}
