package org.dengji.rules.game;

/** How much a finding weighs: only a FAULT makes a game invalid. */
public enum Severity {
  /** The game is rejected; the first fault stops validation. */
  FAULT,
  /** The game is accepted but an arbiter should look at it. */
  WARNING,
  /** Worth recording, nothing wrong (e.g. a resignation). */
  INFO
}
