/**
 * Eligibility: what a record of results qualifies for under a published standard, through the
 * core's evaluator. {@code POST /api/v1/eligibility/what-if} (public) and the calculator page
 * {@code /eligibility}, which reads its plain form into the same request. Evaluations run on today's
 * date in China (the {@link java.time.Clock} bean of {@link org.dengji.common.Clocks}) and name the
 * version used.
 */
package org.dengji.standards.eligibility;
