package org.dengji.registry.event;

/**
 * One cell of the crosstable: a player's round. The opponent is a start number (null for a bye),
 * the colour {@code w}, {@code b} or {@code -}, the code a TRF result code ({@link RoundCode}).
 * A result keeps its cells in its own row ({@link RoundCells}), not one row each.
 */
public record RoundEntry(int round, Integer opponent, String colour, String code) {

    public RoundCode roundCode() {
        return RoundCode.of(code.charAt(0));
    }
}
