package org.dengji.standards.eligibility;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.dengji.standards.core.EventCategory;
import org.dengji.standards.core.EventLevel;
import org.dengji.standards.core.FideTitle;
import org.dengji.standards.core.Section;
import org.dengji.standards.version.StandardEntity;

/** Everything the calculator template shows: the form as typed, its errors, and the answer if any. */
public record CalculatorPage(CalculatorForm form, List<RowView> rows, Map<String, FieldError> formErrors,
        CalculatorAnswer answer, List<StandardEntity> standards) {

    /** A row with the errors of its own inputs. */
    public record RowView(CalculatorRow input, Map<String, FieldError> errors) {
        public FieldError error(String field) {
            return errors.get(field);
        }
    }

    /**
     * One line of the error box: the result row (null for the form's own inputs), the input, and what
     * is wrong; {@code anchor} is the id of the input, so the line links to it.
     */
    public record ErrorLine(Integer row, InputField field, FieldError error, String anchor) {
    }

    static CalculatorPage of(CalculatorForm form, CalculatorReader reader, CalculatorAnswer answer,
            List<StandardEntity> standards) {
        List<RowView> rows = form.rows().stream()
                .map(r -> new RowView(r, reader == null ? Map.of() : reader.rowErrors.getOrDefault(r.index(), Map.of())))
                .toList();
        return new CalculatorPage(form, rows, reader == null ? Map.of() : reader.formErrors, answer, standards);
    }

    public FieldError error(String field) {
        return formErrors.get(field);
    }

    public boolean hasErrors() {
        return !formErrors.isEmpty() || rows.stream().anyMatch(r -> !r.errors().isEmpty());
    }

    /** Every error, the form's first, then each row's, each in the order of the inputs on the page. */
    public List<ErrorLine> errorLines() {
        List<ErrorLine> lines = new ArrayList<>();
        formErrors.forEach((field, error) -> lines.add(new ErrorLine(null, InputField.of(field), error,
                InputField.of(field) == InputField.GENDER ? "gender-male" : field)));
        for (RowView row : rows) {
            row.errors().forEach((field, error) -> lines.add(new ErrorLine(row.input().number(), InputField.of(field),
                    error, field + "-" + row.input().index())));
        }
        lines.sort(Comparator.comparing((ErrorLine l) -> l.row() == null ? 0 : l.row())
                .thenComparing(ErrorLine::field));
        return lines;
    }

    /** The classes of the wrapper of a result input: which kinds of event it is shown for. */
    public String classes(String input) {
        return InputField.of(input).classes();
    }

    /** The kind of event a category is, for the page's styles (which inputs a result shows). */
    public String kind(EventCategory category) {
        return InputField.kind(category);
    }

    public List<EventCategory> categories() {
        return List.of(EventCategory.values());
    }

    public List<Section> sections() {
        return List.of(Section.values());
    }

    public List<EventLevel> levels() {
        return List.of(EventLevel.values());
    }

    public List<FideTitle> fideTitles() {
        return List.of(FideTitle.values());
    }
}
