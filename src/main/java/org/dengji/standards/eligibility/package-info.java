/**
 * Eligibility: what a record of results qualifies for under a published standard, through the
 * core's evaluator. {@code POST /api/v1/eligibility/what-if} (public) and the calculator page
 * {@code /eligibility}, which reads its plain form into the same request and validates it with the
 * same Bean Validation constraints. Evaluations run on today's date in China (the
 * {@link java.time.Clock} bean of {@link org.dengji.common.Clocks}), name the version used, and tell
 * the body to apply to (第三条 of that version, through {@code standards.version.ApprovalAuthority})
 * and the last day to apply. The calculator shows each result only the inputs its kind of event needs
 * on the chosen track ({@link org.dengji.standards.eligibility.InputField}, with CSS, no JavaScript)
 * and reads only those; a result's section left to the gender is the women's section for a woman.
 */
package org.dengji.standards.eligibility;
