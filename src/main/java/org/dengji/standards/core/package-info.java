/**
 * The title standards core: plain Java, no framework import (an ArchUnit test keeps it so).
 *
 * <p>Implemented, with the article of 《国际象棋升级规则》 each part follows:
 * <ul>
 *   <li>第一条: clauses as data ({@link org.dengji.standards.core.Clause}, {@link org.dengji.standards.core.Criterion});
 *       the clauses live only in the Flyway migration V11 (and V12 for the amateur track).</li>
 *   <li>第二条(一): any one clause qualifies; the evaluator grants the highest title met.</li>
 *   <li>第二条(二): results of unofficial events and places that are not definite are set aside
 *       ({@link org.dengji.standards.core.SetAsideReason#NOT_OFFICIAL}, {@code RANK_NOT_DEFINITE}); every
 *       result that counts toward nothing is set aside with its reason.</li>
 *   <li>第二条(三): in international events the standard's own rate counts as a norm.</li>
 *   <li>The standard linter: overlapping ranks between titles, gaps, clauses no record can meet.</li>
 * </ul>
 * Not implemented here: 第二条(四) (rating rules, issued separately); 第三条 approval authority is
 * data for the certification feature; the amateur conversion of national grades; persistence.
 *
 * <p>Interpretations (recorded on the clause rows, changeable because clauses are data):
 * a better place counts toward a worse-place clause — where the rules name a single place
 * ("两次获全国个人赛第2名") the rank range starts at 1; "times" counts distinct events; men's
 * clauses read open sections, women's clauses read women's sections, and a woman also qualifies by
 * a men's clause met in an open section; a higher norm (or FIDE title of the same ladder) counts
 * toward a lower one; the application window runs from the event that completes a clause, so an
 * older championship still counts as the first of "两次" or as one part of an ALL_OF; the last day
 * to apply is the same day of the month {@code window_months} after the event (the month's last day
 * where it has none), and a clause whose events have all run out is shown, with them, as expired;
 * the amateur score rate is points ÷ maximum points (one point a round of the event), and the
 * minimum rounds are the event's.
 *
 * <p>Defaults 《国际象棋升级规则》 does not give (all data, editable in a new version): norm minimum 9 games
 * (FIDE); window 6 months national, 3 amateur; international norm rates 0.70 特级大师 / 0.60 大师
 * (to be confirmed); amateur score-rate ladder 75/70/65/60/55/50/45/40 % (to be confirmed).
 */
package org.dengji.standards.core;
