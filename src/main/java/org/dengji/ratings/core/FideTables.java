package org.dengji.ratings.core;

import java.util.List;

/**
 * Tables 8.1.1 and 8.1.2 of the FIDE Rating Regulations effective from 1 March 2024 (FIDE Handbook
 * B.02), transcribed from the handbook's text. The same tables stood in the earlier regulations as
 * 8.1(a) and 8.1(b).
 */
final class FideTables {

    /** Table 8.1.2, the last rating difference of each row, PD(H) .50 to .99; above 735, 1.0. */
    static final List<Integer> DIFFERENCE_UPPER_BOUNDS = List.of(
            3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
            76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
            153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
            245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
            374, 391, 411, 432, 456, 484, 517, 559, 619, 735);

    /** Table 8.1.1, dp for p = .00, .01, … 1.0 (0 and 1.0 shown "notionally as 800"). */
    static final List<Integer> DP_BY_PERCENT = List.of(
            -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,
            -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,
            -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
            -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,
            -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
            0,
            7, 14, 21, 29, 36, 43, 50, 57, 65, 72,
            80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
            158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
            251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
            383, 401, 422, 444, 470, 501, 538, 589, 677, 800);

    private FideTables() {
    }
}
