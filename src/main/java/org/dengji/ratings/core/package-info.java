/**
 * The rating engine (等级分): plain Java, no framework import (an ArchUnit test keeps it so). It follows the FIDE
 * Rating Regulations effective from 1 March 2024 (FIDE Handbook B.02, approved by the FIDE Council on
 * 15 December 2023), every number held as data in {@link org.dengji.ratings.core.RatingRules}.
 *
 * <p>Implemented, with the article each part follows:
 * <ul>
 *   <li>7.1: one rating period a month; the period's games are rated from the list in force.</li>
 *   <li>7.1.4: an initial rating needs at least 5 games against rated opponents, pooled over not more than
 *       26 months, and is published only if at least 1400.</li>
 *   <li>7.2.1: a rating that drops below 1400 is shown as unrated on the next list; the player is then treated
 *       as any other unrated player.</li>
 *   <li>8.1.1 and 8.1.2: the tables of fractional score to dp and of rating difference to scoring probability PD
 *       ({@link org.dengji.ratings.core.ScoreTables}).</li>
 *   <li>8.2.1 to 8.2.3: the zero first event disregarded; Ra with two hypothetical 1800 opponents drawn against;
 *       Ru = Ra + dp, rounded, at most 2200.</li>
 *   <li>8.3.1: only games against rated opponents; a difference over 400 counted as 400 in every game (no longer
 *       once per event); the 1 October 2025 exemption of players rated 2650 is a rule set of its own.</li>
 *   <li>8.3.2 and 8.3.3: Delta R per game, K × Sigma Delta R per event, K by games, age, 2300 and 2400, and
 *       K × games at most 700 ({@link org.dengji.ratings.core.DevelopmentCoefficient}).</li>
 *   <li>8.3.4: the period's change rounded once to a whole number, 0.5 away from zero.</li>
 * </ul>
 * Not implemented here: which games are rated at all (rate of play, 1; unplayed games, 5; matches, 6) and which
 * list is in force (7.1.3) are the caller's; 8.2.4 (a player rated before an earlier event is rated counts as
 * unrated for the opponents) is the caller's choice of the opponent's rating; inactivity (7.2.2); persistence.
 *
 * <p>Readings where the text is silent (each a field or a documented choice): the K lines apply in the order
 * 2400 reached, junior under 2300, fewer than 30 games, otherwise 20; "remains under 2300" means no published
 * rating has reached 2300; the junior's last year is the year of birth plus 18; p is rounded to hundredths and
 * Ru to a whole number with halves upward; the first event of 8.2.1 is the first event of the pool; the pool
 * keeps the 26 monthly periods ending with the one rated. Per-event changes are kept exact (one decimal for K of
 * 10, 20 and 40; two where the limit of 700 gives another K), and only the period's sum is rounded.
 */
package org.dengji.ratings.core;
