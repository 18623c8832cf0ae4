package org.dengji.standards.eligibility;

import jakarta.validation.Validator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dengji.common.Violation;
import org.dengji.common.Violations;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.Track;

/**
 * Reads the calculator form into the same what-if request the API takes, and the same validator's
 * violations back onto the form: {@code results[k].rank} is the rank input of the k-th filled row.
 */
final class CalculatorReader {

    private static final Pattern RESULT_FIELD = Pattern.compile("results\\[(\\d+)]\\.?([A-Za-z]*)\\.?([A-Z_]*)");

    final Map<String, FieldError> formErrors = new LinkedHashMap<>();
    final Map<Integer, Map<String, FieldError>> rowErrors = new HashMap<>();
    /** The form row of each result of the request, in order: empty rows are left out. */
    final List<Integer> rowOf = new ArrayList<>();
    final WhatIfRequest request;

    /**
     * @param trackOf the track of a standard code, to read each result with the inputs its kind of event
     *     needs under that track ({@link InputField}); the empty code is the national standard in force
     */
    CalculatorReader(CalculatorForm form, Validator validator, Function<String, Track> trackOf) {
        Gender gender = null;
        try {
            gender = form.genderValue().isEmpty() ? null : Gender.valueOf(form.genderValue());
        } catch (IllegalArgumentException unknown) {
            formErrors.put("gender", FieldError.GENDER);
        }
        Track track = trackOf.apply(form.standardValue());
        List<WhatIfRequest.Entry> entries = new ArrayList<>();
        for (CalculatorRow row : form.rows()) {
            if (!row.isEmpty()) {
                Map<String, FieldError> errors = CalculatorRow.noErrors();
                entries.add(row.read(errors, track, gender));
                rowOf.add(row.index());
                if (!errors.isEmpty()) {
                    rowErrors.put(row.index(), errors);
                }
            }
        }
        String standard = form.standardValue().isBlank() ? null : form.standardValue();
        request = new WhatIfRequest(gender, standard, titles(form), entries);
        // The validator reads what could be parsed, so every wrong field is shown at once.
        Violations.of(validator.validate(request)).forEach(this::place);
    }

    boolean valid() {
        return formErrors.isEmpty() && rowErrors.isEmpty();
    }

    /** Puts an API violation (or a problem's) next to the input it is about. */
    void place(Violation violation) {
        String field = violation.field() == null ? "" : violation.field();
        Matcher m = RESULT_FIELD.matcher(field);
        if (m.matches() && Integer.parseInt(m.group(1)) < rowOf.size()) {
            String input = inputOf(m.group(2), m.group(3));
            rowErrors.computeIfAbsent(rowOf.get(Integer.parseInt(m.group(1))), k -> CalculatorRow.noErrors())
                    .putIfAbsent(input, CalculatorRow.errorFor(input));
        } else if (field.equals("gender")) {
            formErrors.putIfAbsent("gender", FieldError.GENDER);
        } else if (field.equals("standard")) {
            formErrors.put("standard", FieldError.STANDARD);
        } else {
            formErrors.put(field.startsWith("foreignTitles") ? "foreignTitles" : "form", FieldError.VALUE);
        }
    }

    private static String inputOf(String name, String title) {
        if (name.equals("normRates")) {
            return title.equals("GRANDMASTER") ? "rateGm" : "rateMaster";
        }
        return name;
    }

    private List<FideTitle> titles(CalculatorForm form) {
        List<FideTitle> titles = new ArrayList<>();
        for (String title : form.foreignTitles == null ? List.<String>of() : form.foreignTitles) {
            try {
                titles.add(FideTitle.valueOf(title));
            } catch (IllegalArgumentException unknown) {
                formErrors.put("foreignTitles", FieldError.VALUE);
            }
        }
        return titles;
    }
}
