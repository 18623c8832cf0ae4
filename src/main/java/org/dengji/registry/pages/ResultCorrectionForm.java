package org.dengji.registry.pages;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.dengji.common.FormError;
import org.dengji.registry.event.CorrectionRequest;

/**
 * What the form that corrects one result of an event posted, as text, so that a refused form comes
 * back as the registrar typed it: the player by starting rank, the new place (a shared place up to
 * {@code rankTo}; both empty for an unknown place), points and games, the game points where the
 * event counts points its own way, and the reason, which a locked event requires.
 */
public record ResultCorrectionForm(String startNumber, String rank, String rankTo, String points, String games,
        String gamePoints, String reason) {

    static ResultCorrectionForm empty() {
        return new ResultCorrectionForm("", "", "", "", "", "", "");
    }

    public boolean isPlayer(int number) {
        return String.valueOf(number).equals(startNumber == null ? "" : startNumber.strip());
    }

    /**
     * What is wrong with the entries as typed: a required field left empty ({@code VALUE_REQUIRED}) or
     * an entry that is not a number of its kind ({@code INVALID_VALUE}), each with its field.
     */
    List<FormError> problems() {
        List<FormError> wrong = new ArrayList<>();
        check(wrong, "startNumber", startNumber, true, true);
        check(wrong, "rank", rank, false, true);
        check(wrong, "rankTo", rankTo, false, true);
        check(wrong, "points", points, true, false);
        check(wrong, "games", games, true, true);
        check(wrong, "gamePoints", gamePoints, false, false);
        return wrong;
    }

    /** The correction asked for, once {@link #problems()} found nothing wrong. */
    CorrectionRequest toRequest() {
        return new CorrectionRequest(reason, null, null, null, List.of(new CorrectionRequest.ResultCorrection(
                whole(startNumber), whole(rank), whole(rankTo), decimal(points), whole(games), decimal(gamePoints))));
    }

    private static void check(List<FormError> wrong, String field, String text, boolean required, boolean whole) {
        if (blank(text)) {
            if (required) {
                wrong.add(new FormError(field, null, "VALUE_REQUIRED"));
            }
            return;
        }
        try {
            if (whole) {
                Integer.parseInt(text.strip());
            } else {
                decimal(text);
            }
        } catch (NumberFormatException notANumber) {
            wrong.add(new FormError(field, null, "INVALID_VALUE"));
        }
    }

    private static Integer whole(String text) {
        return blank(text) ? null : Integer.valueOf(text.strip());
    }

    /** A number as typed, with a decimal point or a decimal comma. */
    private static BigDecimal decimal(String text) {
        return blank(text) ? null : new BigDecimal(text.strip().replace(',', '.'));
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }
}
