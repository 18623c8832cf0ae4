package org.dengji.registry.player;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The keys a player is found by. A search finds names that contain what was typed; a name contains a
 * text exactly when one of its suffixes starts with it, so a player is stored under every suffix of
 * each of their names, and a search reads one range of an index ({@code key >= text} and below the
 * next text of the same length) whatever the registry's size, in the keys' order, where an exact name
 * comes before the longer names that start with it.
 * <p>
 * Names are compared in one form: lower case, without spaces or commas, so that {@code Ding, Liren},
 * {@code ding liren} and {@code dingliren} are the same text to a search.
 */
public final class SearchKeys {

    private SearchKeys() {
    }

    /** A name or a typed text in the form keys are compared in; empty for null. */
    public static String normalized(String text) {
        return text == null ? "" : text.toLowerCase(Locale.ROOT).replaceAll("[\\s,，]+", "");
    }

    /** Every suffix of each name, normalized. */
    public static Set<String> of(String nameZh, String nameLatin) {
        Set<String> keys = new LinkedHashSet<>();
        addSuffixes(normalized(nameZh), keys);
        addSuffixes(normalized(nameLatin), keys);
        return keys;
    }

    private static void addSuffixes(String name, Set<String> keys) {
        for (int i = 0; i < name.length(); i = name.offsetByCodePoints(i, 1)) {
            keys.add(name.substring(i));
        }
    }

    /**
     * The least text that no key starting with {@code prefix} reaches: the prefix with its last code
     * point raised by one. Keys from {@code prefix} (inclusive) to it (exclusive) are exactly those
     * that start with {@code prefix}, in code point order (the order of a C collation and of H2).
     */
    public static String upperBound(String prefix) {
        int last = prefix.offsetByCodePoints(prefix.length(), -1);
        int next = prefix.codePointAt(last) + 1;
        if (next >= Character.MIN_SURROGATE && next <= Character.MAX_SURROGATE) {
            next = Character.MAX_SURROGATE + 1;
        }
        return prefix.substring(0, last) + new String(Character.toChars(next));
    }
}
