/**
 * The title standards core: plain Java, no framework import (an ArchUnit test keeps it so).
 *
 * <p>Implemented, with the seed reference each part follows (seed 000, 国际象棋升级规则):
 * <ul>
 *   <li>第一条: clauses as data ({@link org.dengji.standards.core.Clause}, {@link org.dengji.standards.core.Criterion});
 *       the seeded clauses live only in the Flyway migration V11 (and V12 for the amateur track).</li>
 *   <li>第二条(一): any one clause qualifies; the evaluator grants the highest title met.</li>
 *   <li>第二条(二): results of unofficial events and places that are not definite are set aside
 *       ({@link org.dengji.standards.core.SetAsideReason#NOT_OFFICIAL}, {@code RANK_NOT_DEFINITE}).</li>
 *   <li>第二条(三): in international events the standard's own rate counts as a norm.</li>
 *   <li>The standard linter: overlapping ranks between titles, gaps, clauses no record can meet.</li>
 * </ul>
 * Not implemented here: 第二条(四) (rating rules, issued separately); 第三条 approval authority is
 * data for the certification feature; the amateur conversion of national grades; persistence.
 *
 * <p>Interpretations (recorded on the clause rows, changeable because clauses are data):
 * a better place counts toward a worse-place clause — where the seed names a single place
 * ("两次获全国个人赛第2名") the rank range starts at 1; "times" counts distinct events; men's
 * clauses read open sections, women's clauses read women's sections, and a woman also qualifies by
 * a men's clause met in an open section.
 */
package org.dengji.standards.core;
