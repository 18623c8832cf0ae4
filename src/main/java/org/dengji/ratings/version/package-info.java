/**
 * Rating rule sets (等级分规则) as versioned data: a row per version with every number of
 * {@link org.dengji.ratings.core.RatingRules}, the FIDE set of 1 March 2024 seeded as published (migration V61);
 * read by anyone, copied to drafts, edited and published by administrators of the national authority.
 */
package org.dengji.ratings.version;
