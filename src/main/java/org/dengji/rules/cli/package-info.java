/**
 * The command line: {@code perft}, {@code divide}, {@code validate}, {@code bench}; see {@link
 * org.dengji.rules.cli.RulesCli} for usage and exit statuses. Plain Java, runs from
 * {@code target/classes} with no server.
 */
package org.dengji.rules.cli;
