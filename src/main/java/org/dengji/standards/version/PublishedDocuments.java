package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.dengji.common.Memo;
import org.dengji.common.i18n.Language;

/**
 * Published versions kept in memory, so that the public pages answer without a query.
 *
 * <p>A published version's clauses, rules, authority and texts never change (only a draft does, and
 * drafts are never kept here): they are assembled and rendered once and kept for good. What does
 * change when a successor is published is the version rows (a new published version; the end of
 * the predecessor's validity): they are kept for {@link #ROWS_LIFETIME} and forgotten as soon as a
 * publication on this instance commits, so another instance shows a publication at most that much
 * later. Administrators read the rows afresh.
 */
@ApplicationScoped
public class PublishedDocuments {

    static final Duration ROWS_LIFETIME = Duration.ofSeconds(10);

    private final Memo<List<StandardEntity>> rows;
    private final Map<String, StandardDocument> documents = new ConcurrentHashMap<>();
    private final Map<String, String> bodies = new ConcurrentHashMap<>();
    private final Map<Language, Memo<String>> lists = new ConcurrentHashMap<>();
    private final Map<String, KeptPage> pages = new ConcurrentHashMap<>();

    /** A whole page as sent, and the row it shows: kept while that row is the one the rows hold. */
    private record KeptPage(StandardEntity row, byte[] bytes) {
    }

    public PublishedDocuments(StandardStore store) {
        this.rows = new Memo<>(() -> store.all().stream().filter(s -> !s.isDraft()).toList(), ROWS_LIFETIME);
    }

    /** The public list of versions rendered in one language by {@code render}, kept as long as the rows. */
    String list(Language language, Supplier<String> render) {
        return lists.computeIfAbsent(language, l -> new Memo<>(render, ROWS_LIFETIME)).get();
    }

    /** The rows of the published (and retired) versions, in list order. */
    List<StandardEntity> rows() {
        return rows.get();
    }

    Optional<StandardEntity> row(String code) {
        return rows.get().stream().filter(s -> s.code.equals(code)).findFirst();
    }

    void published(@Observes(during = TransactionPhase.AFTER_SUCCESS) StandardPublished publication) {
        rows.forget();
        lists.values().forEach(Memo::forget);
    }

    /** The published version {@code code}, assembled by {@code assemble} the first time it is asked for. */
    StandardDocument document(String code, Supplier<StandardDocument> assemble) {
        StandardDocument kept = documents.get(code);
        if (kept != null) {
            return kept;
        }
        StandardDocument fresh = assemble.get();
        if (fresh.row().isDraft()) {
            throw new IllegalArgumentException(code + " is a draft: drafts change and are never kept");
        }
        StandardDocument raced = documents.putIfAbsent(code, fresh);
        return raced != null ? raced : fresh;
    }

    /** The rendered body of a published version's page in one language, rendered by {@code render} once. */
    String body(String code, Language language, Supplier<String> render) {
        return bodies.computeIfAbsent(code + "|" + language.tag(), key -> render.get());
    }

    /**
     * A published version's whole page for a reader who is not signed in, encoded once: such a page
     * differs only by language. Rendered again when the rows were read again (a publication may have
     * ended the version's validity).
     */
    byte[] page(StandardEntity row, Language language, Supplier<byte[]> render) {
        String key = row.code + "|" + language.tag();
        KeptPage kept = pages.get(key);
        if (kept == null || kept.row() != row) {
            kept = new KeptPage(row, render.get());
            pages.put(key, kept);
        }
        return kept.bytes();
    }

    /** Fired by the editor when a draft is published; observed once the publication has committed. */
    public record StandardPublished(String code) {
    }
}
