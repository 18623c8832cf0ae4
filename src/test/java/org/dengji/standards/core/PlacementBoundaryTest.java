package org.dengji.standards.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every single-event placement clause of 第一条, on both sides of every boundary, for men and for
 * women, against the national standard (read from migration V11). Each row is one result; the
 * expected title is the highest granted and the clause is the first met clause of that title.
 * Expectations are written from the text of 《国际象棋升级规则》, not from the data, so that they check the data.
 */
class PlacementBoundaryTest {

    private static final Standard NATIONAL = SeededStandards.national();

    @ParameterizedTest(name = "{0} {1} {2} rank {3} -> {4} {5}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            # men (open sections)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   |  1 | GRANDMASTER  | 第一条 男子 特级大师 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   |  2 | MASTER       | 第一条 男子 大师 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   | 16 | MASTER       | 第一条 男子 大师 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   | 17 | FIRST_CLASS  | 第一条 男子 一级棋士 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   | 32 | FIRST_CLASS  | 第一条 男子 一级棋士 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   | 33 | SECOND_CLASS | 第一条 男子 二级棋士 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   | 60 | SECOND_CLASS | 第一条 男子 二级棋士 (1)
            MALE   | OPEN  | NATIONAL_INDIVIDUAL   | 61 | -            | -
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL |  1 | FIRST_CLASS  | 第一条 男子 一级棋士 (2)
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL |  6 | FIRST_CLASS  | 第一条 男子 一级棋士 (2)
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL |  7 | SECOND_CLASS | 第一条 男子 二级棋士 (2)
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL | 16 | SECOND_CLASS | 第一条 男子 二级棋士 (2)
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL | 17 | THIRD_CLASS  | 第一条 男子 三级棋士 (1)
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL | 36 | THIRD_CLASS  | 第一条 男子 三级棋士 (1)
            MALE   | OPEN  | PROVINCIAL_INDIVIDUAL | 37 | -            | -
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY |  1 | FIRST_CLASS  | 第一条 男子 一级棋士 (3)
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY |  3 | FIRST_CLASS  | 第一条 男子 一级棋士 (3)
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY |  4 | SECOND_CLASS | 第一条 男子 二级棋士 (3)
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY | 12 | SECOND_CLASS | 第一条 男子 二级棋士 (3)
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY | 13 | THIRD_CLASS  | 第一条 男子 三级棋士 (3)
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY | 24 | THIRD_CLASS  | 第一条 男子 三级棋士 (3)
            MALE   | OPEN  | INDUSTRY_OR_PLAN_CITY | 25 | -            | -
            MALE   | OPEN  | PREFECTURE_INDIVIDUAL |  1 | SECOND_CLASS | 第一条 男子 二级棋士 (4)
            MALE   | OPEN  | PREFECTURE_INDIVIDUAL |  6 | SECOND_CLASS | 第一条 男子 二级棋士 (4)
            MALE   | OPEN  | PREFECTURE_INDIVIDUAL |  7 | THIRD_CLASS  | 第一条 男子 三级棋士 (2)
            MALE   | OPEN  | PREFECTURE_INDIVIDUAL | 18 | THIRD_CLASS  | 第一条 男子 三级棋士 (2)
            MALE   | OPEN  | PREFECTURE_INDIVIDUAL | 19 | -            | -
            MALE   | OPEN  | COUNTY_INDIVIDUAL     |  1 | THIRD_CLASS  | 第一条 男子 三级棋士 (4)
            MALE   | OPEN  | COUNTY_INDIVIDUAL     |  8 | THIRD_CLASS  | 第一条 男子 三级棋士 (4)
            MALE   | OPEN  | COUNTY_INDIVIDUAL     |  9 | -            | -
            MALE   | OPEN  | NATIONAL_JUNIOR       |  1 | FIRST_CLASS  | 第一条 男子 一级棋士 (4)
            MALE   | OPEN  | NATIONAL_JUNIOR       |  3 | FIRST_CLASS  | 第一条 男子 一级棋士 (4)
            MALE   | OPEN  | NATIONAL_JUNIOR       |  4 | SECOND_CLASS | 第一条 男子 二级棋士 (5)
            MALE   | OPEN  | NATIONAL_JUNIOR       | 12 | SECOND_CLASS | 第一条 男子 二级棋士 (5)
            MALE   | OPEN  | NATIONAL_JUNIOR       | 13 | THIRD_CLASS  | 第一条 男子 三级棋士 (5)
            MALE   | OPEN  | NATIONAL_JUNIOR       | 24 | THIRD_CLASS  | 第一条 男子 三级棋士 (5)
            MALE   | OPEN  | NATIONAL_JUNIOR       | 25 | -            | -
            MALE   | OPEN  | PROVINCIAL_JUNIOR     |  1 | SECOND_CLASS | 第一条 男子 二级棋士 (6)
            MALE   | OPEN  | PROVINCIAL_JUNIOR     |  3 | SECOND_CLASS | 第一条 男子 二级棋士 (6)
            MALE   | OPEN  | PROVINCIAL_JUNIOR     |  4 | THIRD_CLASS  | 第一条 男子 三级棋士 (6)
            MALE   | OPEN  | PROVINCIAL_JUNIOR     | 12 | THIRD_CLASS  | 第一条 男子 三级棋士 (6)
            MALE   | OPEN  | PROVINCIAL_JUNIOR     | 13 | -            | -
            # women (women's sections)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   |  1 | MASTER       | 第一条 女子 大师 (1)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   | 12 | MASTER       | 第一条 女子 大师 (1)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   | 13 | FIRST_CLASS  | 第一条 女子 一级棋士 (1)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   | 24 | FIRST_CLASS  | 第一条 女子 一级棋士 (1)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   | 25 | SECOND_CLASS | 第一条 女子 二级棋士 (1)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   | 33 | SECOND_CLASS | 第一条 女子 二级棋士 (1)
            FEMALE | WOMEN | NATIONAL_INDIVIDUAL   | 34 | -            | -
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL |  1 | FIRST_CLASS  | 第一条 女子 一级棋士 (2)
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL |  3 | FIRST_CLASS  | 第一条 女子 一级棋士 (2)
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL |  4 | SECOND_CLASS | 第一条 女子 二级棋士 (2)
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL | 12 | SECOND_CLASS | 第一条 女子 二级棋士 (2)
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL | 13 | THIRD_CLASS  | 第一条 女子 三级棋士 (1)
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL | 24 | THIRD_CLASS  | 第一条 女子 三级棋士 (1)
            FEMALE | WOMEN | PROVINCIAL_INDIVIDUAL | 25 | -            | -
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY |  1 | FIRST_CLASS  | 第一条 女子 一级棋士 (3)
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY |  2 | FIRST_CLASS  | 第一条 女子 一级棋士 (3)
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY |  3 | SECOND_CLASS | 第一条 女子 二级棋士 (3)
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY |  8 | SECOND_CLASS | 第一条 女子 二级棋士 (3)
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY |  9 | THIRD_CLASS  | 第一条 女子 三级棋士 (3)
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY | 20 | THIRD_CLASS  | 第一条 女子 三级棋士 (3)
            FEMALE | WOMEN | INDUSTRY_OR_PLAN_CITY | 21 | -            | -
            FEMALE | WOMEN | PREFECTURE_INDIVIDUAL |  1 | SECOND_CLASS | 第一条 女子 二级棋士 (4)
            FEMALE | WOMEN | PREFECTURE_INDIVIDUAL |  3 | SECOND_CLASS | 第一条 女子 二级棋士 (4)
            FEMALE | WOMEN | PREFECTURE_INDIVIDUAL |  4 | THIRD_CLASS  | 第一条 女子 三级棋士 (2)
            FEMALE | WOMEN | PREFECTURE_INDIVIDUAL | 12 | THIRD_CLASS  | 第一条 女子 三级棋士 (2)
            FEMALE | WOMEN | PREFECTURE_INDIVIDUAL | 13 | -            | -
            FEMALE | WOMEN | COUNTY_INDIVIDUAL     |  1 | THIRD_CLASS  | 第一条 女子 三级棋士 (4)
            FEMALE | WOMEN | COUNTY_INDIVIDUAL     |  8 | THIRD_CLASS  | 第一条 女子 三级棋士 (4)
            FEMALE | WOMEN | COUNTY_INDIVIDUAL     |  9 | -            | -
            FEMALE | WOMEN | NATIONAL_JUNIOR       |  1 | FIRST_CLASS  | 第一条 女子 一级棋士 (4)
            FEMALE | WOMEN | NATIONAL_JUNIOR       |  3 | FIRST_CLASS  | 第一条 女子 一级棋士 (4)
            FEMALE | WOMEN | NATIONAL_JUNIOR       |  4 | SECOND_CLASS | 第一条 女子 二级棋士 (5)
            FEMALE | WOMEN | NATIONAL_JUNIOR       | 12 | SECOND_CLASS | 第一条 女子 二级棋士 (5)
            FEMALE | WOMEN | NATIONAL_JUNIOR       | 13 | THIRD_CLASS  | 第一条 女子 三级棋士 (5)
            FEMALE | WOMEN | NATIONAL_JUNIOR       | 24 | THIRD_CLASS  | 第一条 女子 三级棋士 (5)
            FEMALE | WOMEN | NATIONAL_JUNIOR       | 25 | -            | -
            FEMALE | WOMEN | PROVINCIAL_JUNIOR     |  1 | SECOND_CLASS | 第一条 女子 二级棋士 (6)
            FEMALE | WOMEN | PROVINCIAL_JUNIOR     |  3 | SECOND_CLASS | 第一条 女子 二级棋士 (6)
            FEMALE | WOMEN | PROVINCIAL_JUNIOR     |  4 | THIRD_CLASS  | 第一条 女子 三级棋士 (6)
            FEMALE | WOMEN | PROVINCIAL_JUNIOR     | 12 | THIRD_CLASS  | 第一条 女子 三级棋士 (6)
            FEMALE | WOMEN | PROVINCIAL_JUNIOR     | 13 | -            | -
            # a woman in an open section meets men's clauses (and only those)
            FEMALE | OPEN  | NATIONAL_INDIVIDUAL   |  1 | GRANDMASTER  | 第一条 男子 特级大师 (1)
            FEMALE | OPEN  | NATIONAL_INDIVIDUAL   | 16 | MASTER       | 第一条 男子 大师 (1)
            FEMALE | OPEN  | NATIONAL_INDIVIDUAL   | 33 | SECOND_CLASS | 第一条 男子 二级棋士 (1)
            FEMALE | OPEN  | PROVINCIAL_INDIVIDUAL |  6 | FIRST_CLASS  | 第一条 男子 一级棋士 (2)
            FEMALE | OPEN  | PROVINCIAL_INDIVIDUAL | 36 | THIRD_CLASS  | 第一条 男子 三级棋士 (1)
            FEMALE | OPEN  | PROVINCIAL_INDIVIDUAL | 37 | -            | -
            # a man's women's-section result meets nothing (SECTION_MISMATCH)
            MALE   | WOMEN | NATIONAL_INDIVIDUAL   |  1 | -            | -
            """)
    void singleResultGrantsTheTitleOfItsBand(Gender gender, Section section, EventCategory category, int rank,
            Title expectedTitle, String expectedClause) {
        PlayerResult result = new PlayerResult("e", category, section, rank, true, true, LocalDate.of(2025, 10, 1),
                null, null, null, null, null);
        Evaluation evaluation = Evaluator.evaluate(NATIONAL, new PlayerRecord(gender, null, List.of(result)),
                Players.EVALUATED_ON);

        assertEquals(expectedTitle, evaluation.highestTitle().orElse(null));
        String clause = evaluation.highestTitle()
                .flatMap(t -> evaluation.outcome(t).firstMet())
                .map(c -> c.clause().reference())
                .orElse(null);
        assertEquals(expectedClause, clause);
        assertEquals(expectedTitle == null ? 1 : 0, evaluation.setAside().size(), "set aside: " + evaluation.setAside());
    }
}
