package org.dengji.registry.player;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Latin names written in different orders and cases name the same person: {@code Ding, Liren},
 * {@code Liren, Ding} and {@code DING Liren} are one player. A stored name keeps the form it was
 * registered with; its key is that name in lower case ({@code ding liren}), and a file's name is
 * looked up under the keys of every order of its words (up to four words: longer names are looked
 * up as written and reversed only).
 */
public final class LatinNames {

    private static final int PERMUTED_WORDS = 4;

    private LatinNames() {
    }

    /** The key a stored Latin name is indexed by. */
    public static String key(String nameLatin) {
        return nameLatin == null ? null : String.join(" ", words(nameLatin));
    }

    /** The keys a written Latin name may be stored under. */
    public static Set<String> keys(String nameLatin) {
        List<String> words = words(nameLatin);
        Set<String> keys = new LinkedHashSet<>();
        if (words.size() <= PERMUTED_WORDS) {
            permute(words, new ArrayList<>(), keys);
        } else {
            keys.add(String.join(" ", words));
            List<String> reversed = new ArrayList<>(words);
            java.util.Collections.reverse(reversed);
            keys.add(String.join(" ", reversed));
        }
        return keys;
    }

    private static List<String> words(String name) {
        return List.of(name.toLowerCase(Locale.ROOT).replaceAll("[,，]", " ").strip().split("\\s+"));
    }

    private static void permute(List<String> rest, List<String> taken, Set<String> keys) {
        if (rest.isEmpty()) {
            keys.add(String.join(" ", taken));
            return;
        }
        for (int i = 0; i < rest.size(); i++) {
            List<String> next = new ArrayList<>(rest);
            taken.add(next.remove(i));
            permute(next, taken, keys);
            taken.remove(taken.size() - 1);
        }
    }
}
