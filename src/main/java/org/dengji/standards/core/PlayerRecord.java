package org.dengji.standards.core;

import java.util.List;
import java.util.Set;

/**
 * What the evaluator reads about a player; result indexes are positions in {@code results}. A null
 * {@code gender} is a sex not recorded: the evaluator then applies no clause and says why.
 */
public record PlayerRecord(Gender gender, Set<FideTitle> foreignTitles, List<PlayerResult> results) {
    public PlayerRecord {
        foreignTitles = foreignTitles == null ? Set.of() : Set.copyOf(foreignTitles);
        results = List.copyOf(results);
    }

    boolean holds(FideTitle required) {
        return foreignTitles.stream().anyMatch(t -> t.satisfies(required));
    }
}
