package org.dengji.registry.trf;

import java.util.Locale;
import java.util.Optional;
import org.dengji.standards.core.FideTitle;

/** FIDE titles as TRF writes them: TRF26's GM IM WGM FM WIM CM WFM WCM, and TRF16's g m wg f wm c wf wc. */
final class TrfTitles {

    private TrfTitles() {
    }

    static Optional<FideTitle> read(String text) {
        return Optional.ofNullable(switch (text.strip().toUpperCase(Locale.ROOT)) {
            case "GM", "G" -> FideTitle.GM;
            case "IM", "M" -> FideTitle.IM;
            case "FM", "F" -> FideTitle.FM;
            case "CM", "C" -> FideTitle.CM;
            case "WGM", "WG" -> FideTitle.WGM;
            case "WIM", "WM" -> FideTitle.WIM;
            case "WFM", "WF" -> FideTitle.WFM;
            case "WCM", "WC" -> FideTitle.WCM;
            default -> null;
        });
    }
}
