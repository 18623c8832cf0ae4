package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Map;
import org.dengji.registry.event.RoundCode;

/**
 * What each round result scores in a file's own points system. By default a win scores 1, a draw
 * ½ and a loss 0 (the standard scoring). The TRF26 scoring record {@code 162} changes it by symbol
 * (TRF26, "Scoring Point System"): {@code W} a win, a forfeit win or a full-point bye; {@code D} a
 * draw or a half-point bye; {@code L} a loss; {@code A} an absence, a zero-point bye or a forfeit
 * loss; {@code P} the pairing-allocated bye, the same as W unless the record says otherwise;
 * {@code X} an unknown result, the same as D. JaVaFo's {@code XXS} record names finer slots (a win
 * with white, a forfeit win, a full-point bye …) and bbpPairings' {@code BBx} records name six;
 * both are read too, since pairing programs write them. Later records override earlier ones. An
 * XXS win leaves the pairing-allocated bye at 1 unless it names PAB (JaVaFo: "the original PAB=1 is
 * assumed"); a 162 win moves it along (TRF26: P "same as W").
 */
final class PointsSystem {

    /** The slots a round result scores in; the colour matters only to XXS's WW/BW, WD/BD, WL/BL. */
    enum Slot {
        WIN_WHITE, WIN_BLACK, DRAW_WHITE, DRAW_BLACK, LOSS_WHITE, LOSS_BLACK,
        FORFEIT_WIN, FORFEIT_LOSS, FULL_BYE, HALF_BYE, ZERO_BYE, PAIRING_BYE
    }

    private static final BigDecimal ONE = new BigDecimal("1.0");
    private static final BigDecimal HALF = new BigDecimal("0.5");
    private static final BigDecimal ZERO = new BigDecimal("0.0");

    private final Map<Slot, BigDecimal> set = new EnumMap<>(Slot.class);
    private final Map<Character, BigDecimal> symbols = new java.util.HashMap<>();

    /** A TRF26 162 symbol (W D L A P X) and its points. */
    void symbol(char symbol, BigDecimal points) {
        symbols.put(symbol, points);
    }

    /** A slot set by XXS or BBx. */
    void slot(Slot slot, BigDecimal points) {
        set.put(slot, points);
    }

    /** Whether every result scores as the standard says (a file may state the standard values). */
    boolean isStandard() {
        PointsSystem standard = new PointsSystem();
        return java.util.Arrays.stream(Slot.values()).allMatch(s -> value(s).compareTo(standard.value(s)) == 0);
    }

    /** The points of a round with {@code code}, the player having had {@code colour} (w, b or -). */
    BigDecimal points(RoundCode code, char colour) {
        boolean black = colour == 'b';
        return switch (code) {
            case WIN, SHORT_WIN -> value(black ? Slot.WIN_BLACK : Slot.WIN_WHITE);
            case DRAW, SHORT_DRAW -> value(black ? Slot.DRAW_BLACK : Slot.DRAW_WHITE);
            case LOSS, SHORT_LOSS -> value(black ? Slot.LOSS_BLACK : Slot.LOSS_WHITE);
            case FORFEIT_WIN -> value(Slot.FORFEIT_WIN);
            case FORFEIT_LOSS -> value(Slot.FORFEIT_LOSS);
            case FULL_BYE -> value(Slot.FULL_BYE);
            case HALF_BYE -> value(Slot.HALF_BYE);
            case ZERO_BYE -> value(Slot.ZERO_BYE);
            case PAIRING_BYE -> value(Slot.PAIRING_BYE);
        };
    }

    BigDecimal value(Slot slot) {
        BigDecimal explicit = set.get(slot);
        return explicit != null ? explicit : bySymbol(slot);
    }

    private BigDecimal bySymbol(Slot slot) {
        return switch (slot) {
            case WIN_WHITE, WIN_BLACK, FORFEIT_WIN, FULL_BYE -> symbolOr('W', ONE);
            case DRAW_WHITE, DRAW_BLACK, HALF_BYE -> symbolOr('D', HALF);
            case LOSS_WHITE, LOSS_BLACK -> symbolOr('L', ZERO);
            case FORFEIT_LOSS, ZERO_BYE -> symbolOr('A', ZERO);
            case PAIRING_BYE -> symbols.containsKey('P') ? symbols.get('P') : symbolOr('W', ONE);
        };
    }

    private BigDecimal symbolOr(char symbol, BigDecimal standard) {
        return symbols.getOrDefault(symbol, standard);
    }

    /** How the file scores, for a message: {@code W 3.0 D 1.0 L 0.0 A 0.0 P 3.0}. */
    String describe() {
        return "W %s D %s L %s A %s P %s".formatted(plain(value(Slot.WIN_WHITE)), plain(value(Slot.DRAW_WHITE)),
                plain(value(Slot.LOSS_WHITE)), plain(value(Slot.ZERO_BYE)), plain(value(Slot.PAIRING_BYE)));
    }

    private static String plain(BigDecimal points) {
        return points.setScale(1, java.math.RoundingMode.HALF_UP).toPlainString();
    }
}
