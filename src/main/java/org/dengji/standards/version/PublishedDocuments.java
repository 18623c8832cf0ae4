package org.dengji.standards.version;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.dengji.common.change.KeptInMemory;
import org.dengji.common.i18n.Language;

/**
 * Published versions kept in memory, so that the public pages answer without a query.
 *
 * <p>A published version's clauses, rules, authority and texts never change (only a draft does, and
 * drafts are never kept here): they are assembled and rendered once and kept for as long as they are
 * used, at most {@link #VERSIONS_KEPT} versions of each. What does change when a successor is
 * published is the version rows (a new published version; the end of the predecessor's validity):
 * they are kept for {@link #ROWS_LIFETIME} and forgotten as soon as a publication on this instance
 * commits, and after every change made through any instance ({@link KeptInMemory}). Administrators read the
 * rows afresh. When the rows have expired, the first request reads them again and those that come
 * meanwhile wait for that one read instead of querying too.
 */
@ApplicationScoped
public class PublishedDocuments implements KeptInMemory {

    static final Duration ROWS_LIFETIME = Duration.ofSeconds(10);
    /** Versions of which the assembled document and the rendered pages are kept, the least used going first. */
    static final int VERSIONS_KEPT = 64;

    /** The one key of {@link #rows}: the rows are read and kept as one list. */
    private static final String ALL_ROWS = "published";

    private final StandardStore store;
    private final Cache<String, List<StandardEntity>> rows = Caffeine.newBuilder().maximumSize(1)
            .expireAfterWrite(ROWS_LIFETIME).build();
    private final Cache<Language, String> lists = Caffeine.newBuilder().maximumSize(Language.values().length)
            .expireAfterWrite(ROWS_LIFETIME).build();
    private final Cache<String, StandardDocument> documents = Caffeine.newBuilder().maximumSize(VERSIONS_KEPT)
            .build();
    private final Cache<String, String> bodies = keptPerVersionAndLanguage();
    private final Cache<String, KeptPage> pages = keptPerVersionAndLanguage();

    /** A whole page as sent, and the row it shows: kept while that row is the one the rows hold. */
    private record KeptPage(StandardEntity row, byte[] bytes) {
    }

    public PublishedDocuments(StandardStore store) {
        this.store = store;
    }

    private static <V> Cache<String, V> keptPerVersionAndLanguage() {
        return Caffeine.newBuilder().maximumSize((long) VERSIONS_KEPT * Language.values().length).build();
    }

    /** The public list of versions rendered in one language by {@code render}, kept as long as the rows. */
    String list(Language language, Supplier<String> render) {
        return lists.get(language, l -> render.get());
    }

    /** The rows of the published (and retired) versions, in list order. */
    List<StandardEntity> rows() {
        return rows.get(ALL_ROWS, all -> store.all().stream().filter(s -> !s.isDraft()).toList());
    }

    Optional<StandardEntity> row(String code) {
        return rows().stream().filter(s -> s.code.equals(code)).findFirst();
    }

    void published(@Observes(during = TransactionPhase.AFTER_SUCCESS) StandardPublished publication) {
        invalidate();
    }

    /** Forgets the rows and the lists; a version's page is rendered again once the rows read again differ. */
    @Override
    public void invalidate() {
        rows.invalidate(ALL_ROWS);
        lists.invalidateAll();
    }

    /** The published version {@code code}, assembled by {@code assemble} the first time it is asked for. */
    StandardDocument document(String code, Supplier<StandardDocument> assemble) {
        return documents.get(code, c -> {
            StandardDocument fresh = assemble.get();
            if (fresh.row().isDraft()) {
                throw new IllegalArgumentException(code + " is a draft: drafts change and are never kept");
            }
            return fresh;
        });
    }

    /** The rendered body of a published version's page in one language, rendered by {@code render} once. */
    String body(String code, Language language, Supplier<String> render) {
        return bodies.get(code + "|" + language.tag(), key -> render.get());
    }

    /**
     * A published version's whole page for a reader who is not signed in, encoded once: such a page
     * differs only by language. Rendered again when the rows were read again (a publication may have
     * ended the version's validity).
     */
    byte[] page(StandardEntity row, Language language, Supplier<byte[]> render) {
        String key = row.code + "|" + language.tag();
        KeptPage kept = pages.getIfPresent(key);
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
