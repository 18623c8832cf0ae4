package org.dengji.standards.eligibility;

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
