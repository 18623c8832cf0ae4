package org.dengji.registry.trf;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dengji.registry.imports.ImportCode;
import org.dengji.registry.imports.ImportError;

/**
 * Reads the records that set a file's points system into a {@link PointsSystem}: TRF26's
 * {@code 162} (pairs of a symbol and its points, {@code 162  W 3.0    D 1.0}), JaVaFo's {@code XXS}
 * ({@code XXS W=3 D=1}, with its finer codes) and bbpPairings' {@code BBW BBD BBL BBZ BBF BBU}
 * ({@code BBW 3.0}). A value that is not a number is an error on its line: the points check would
 * otherwise refuse every player line for a reason the file does not have.
 */
final class ScoringRecords {

    private static final Map<String, List<PointsSystem.Slot>> XXS = Map.ofEntries(
            Map.entry("WW", List.of(PointsSystem.Slot.WIN_WHITE)), Map.entry("BW", List.of(PointsSystem.Slot.WIN_BLACK)),
            Map.entry("WD", List.of(PointsSystem.Slot.DRAW_WHITE)), Map.entry("BD", List.of(PointsSystem.Slot.DRAW_BLACK)),
            Map.entry("WL", List.of(PointsSystem.Slot.LOSS_WHITE)), Map.entry("BL", List.of(PointsSystem.Slot.LOSS_BLACK)),
            Map.entry("ZPB", List.of(PointsSystem.Slot.ZERO_BYE)), Map.entry("HPB", List.of(PointsSystem.Slot.HALF_BYE)),
            Map.entry("FPB", List.of(PointsSystem.Slot.FULL_BYE)), Map.entry("PAB", List.of(PointsSystem.Slot.PAIRING_BYE)),
            Map.entry("FW", List.of(PointsSystem.Slot.FORFEIT_WIN)), Map.entry("FL", List.of(PointsSystem.Slot.FORFEIT_LOSS)),
            Map.entry("W", List.of(PointsSystem.Slot.WIN_WHITE, PointsSystem.Slot.WIN_BLACK,
                    PointsSystem.Slot.FORFEIT_WIN, PointsSystem.Slot.FULL_BYE)),
            Map.entry("D", List.of(PointsSystem.Slot.DRAW_WHITE, PointsSystem.Slot.DRAW_BLACK,
                    PointsSystem.Slot.HALF_BYE)),
            Map.entry("L", List.of(PointsSystem.Slot.LOSS_WHITE, PointsSystem.Slot.LOSS_BLACK)));
    private static final Map<String, List<PointsSystem.Slot>> BB = Map.of(
            "BBW", List.of(PointsSystem.Slot.WIN_WHITE, PointsSystem.Slot.WIN_BLACK, PointsSystem.Slot.FORFEIT_WIN,
                    PointsSystem.Slot.FULL_BYE),
            "BBD", List.of(PointsSystem.Slot.DRAW_WHITE, PointsSystem.Slot.DRAW_BLACK, PointsSystem.Slot.HALF_BYE),
            "BBL", List.of(PointsSystem.Slot.LOSS_WHITE, PointsSystem.Slot.LOSS_BLACK),
            "BBZ", List.of(PointsSystem.Slot.ZERO_BYE),
            "BBF", List.of(PointsSystem.Slot.FORFEIT_LOSS),
            "BBU", List.of(PointsSystem.Slot.PAIRING_BYE));

    private ScoringRecords() {
    }

    static boolean reads(String record) {
        return record.equals("162") || record.equals("XXS") || BB.containsKey(record);
    }

    static void read(TrfLine line, PointsSystem into, List<ImportError> errors) {
        String record = line.record();
        if (record.equals("162")) {
            String[] parts = line.value().split("\\s+");
            for (int i = 0; i + 1 < parts.length; i += 2) {
                BigDecimal points = number(line, parts[i], parts[i + 1], errors);
                if (points != null && parts[i].length() == 1) {
                    into.symbol(Character.toUpperCase(parts[i].charAt(0)), points);
                }
            }
        } else if (record.equals("XXS")) {
            for (String pair : line.value().split("\\s+")) {
                String[] kv = pair.split("=", 2);
                List<PointsSystem.Slot> slots = XXS.get(kv[0].toUpperCase(Locale.ROOT));
                BigDecimal points = kv.length == 2 && slots != null ? number(line, kv[0], kv[1], errors) : null;
                if (points != null) {
                    slots.forEach(s -> into.slot(s, points));
                }
            }
        } else {
            BigDecimal points = number(line, record, line.value(), errors);
            if (points != null) {
                BB.get(record).forEach(s -> into.slot(s, points));
            }
        }
    }

    private static BigDecimal number(TrfLine line, String symbol, String text, List<ImportError> errors) {
        try {
            return new BigDecimal(text.strip()).setScale(1, RoundingMode.HALF_UP);
        } catch (NumberFormatException e) {
            errors.add(ImportError.line(line.number, ImportCode.TRF_BAD_SCORING, symbol, text));
            return null;
        }
    }
}
