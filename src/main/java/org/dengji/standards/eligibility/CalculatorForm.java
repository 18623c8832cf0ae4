package org.dengji.standards.eligibility;

import java.util.ArrayList;
import java.util.List;
import org.jboss.resteasy.reactive.RestForm;

/**
 * The calculator form as posted: one value per row for each field (every row posts every text
 * input and select, so position is the row), and the checked boxes as row numbers, since an
 * unchecked box posts nothing.
 */
public class CalculatorForm {

    /** The fixed number of result rows: enough for a season, and no JavaScript to add more. */
    public static final int ROWS = 5;

    @RestForm
    public String gender;

    @RestForm
    public String standard;

    @RestForm
    public List<String> foreignTitles;

    @RestForm
    public List<String> event;

    @RestForm
    public List<String> category;

    @RestForm
    public List<String> section;

    @RestForm
    public List<String> rank;

    @RestForm
    public List<String> endDate;

    @RestForm
    public List<String> points;

    @RestForm
    public List<String> games;

    @RestForm
    public List<String> rounds;

    @RestForm
    public List<String> level;

    @RestForm
    public List<String> rateGm;

    @RestForm
    public List<String> rateMaster;

    /** Row indexes whose place is shared or uncertain. */
    @RestForm
    public List<String> shared;

    /** Row indexes of events that are not official. */
    @RestForm
    public List<String> unofficial;

    public static CalculatorForm empty() {
        return new CalculatorForm();
    }

    public List<CalculatorRow> rows() {
        List<CalculatorRow> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            String index = String.valueOf(i);
            rows.add(new CalculatorRow(i, at(event, i), at(category, i), at(section, i), at(rank, i), at(endDate, i),
                    at(points, i), at(games, i), at(rounds, i), at(level, i), at(rateGm, i), at(rateMaster, i),
                    shared != null && shared.contains(index), unofficial != null && unofficial.contains(index)));
        }
        return rows;
    }

    public String genderValue() {
        return gender == null ? "" : gender;
    }

    public String standardValue() {
        return standard == null ? "" : standard;
    }

    public boolean holds(String fideTitle) {
        return foreignTitles != null && foreignTitles.contains(fideTitle);
    }

    private static String at(List<String> values, int i) {
        return values == null || i >= values.size() || values.get(i) == null ? "" : values.get(i).trim();
    }
}
