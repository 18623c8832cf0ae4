package org.dengji.certification.pages;

import java.util.List;
import java.util.stream.Stream;
import org.dengji.common.QueryText;
import org.dengji.standards.core.Title;

/**
 * The queues page: every queue's count, the page of the chosen queue that the filter asks for, the values
 * the reader typed (shown again in the form), the fields that could not be read, the titles a new
 * application may be for, national titles and amateur grades apart, and why the last one asked for was
 * not opened, with the evaluator's reasons where the record meets no clause.
 */
public record QueuesPage(List<ApplicationQueues.Queue> counts, ApplicationQueues.Shown shown, Asked asked,
        List<String> errors, List<Title> nationalTitles, List<Title> amateurGrades, ApplicationPage.Refusal refusal,
        List<String> reasons, Opening opening) {

    /** What the form to open an application was last sent with: kept in the form after a refusal. */
    public record Opening(String registrationNo, String title) {
        static final Opening NONE = new Opening("", "");
    }

    /** The query string as typed. */
    public record Asked(String q, String title, String unit, String from, String to, String sort) {
    }

    /** The address of page {@code n} of the shown queue, with the same filter. */
    public String pageLink(int n) {
        return link(shown.key(), n);
    }

    /** The address of {@code queue}'s first page, with the same filter. */
    public String queueLink(String queue) {
        return link(queue, 1);
    }

    private String link(String queue, int n) {
        return QueryText.link("/applications", "queue", queue, "q", asked.q(), "title", asked.title(), "unit",
                asked.unit(), "from", asked.from(), "to", asked.to(), "sort", asked.sort(), "page",
                n > 1 ? String.valueOf(n) : null);
    }

    /** Whether the reader asked for a filter (or one could not be read): the filter form is then shown open. */
    public boolean filtered() {
        return !errors.isEmpty() || Stream.of(asked.q(), asked.title(), asked.unit(), asked.from(), asked.to(),
                asked.sort()).anyMatch(v -> v != null && !v.isBlank());
    }

    public boolean hasPrevious() {
        return shown.page() > 1;
    }

    public boolean hasNext() {
        return shown.page() < shown.pages();
    }
}
