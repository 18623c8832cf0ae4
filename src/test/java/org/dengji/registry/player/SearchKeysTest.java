package org.dengji.registry.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SearchKeysTest {

    @Test
    void shouldKeepEverySuffixOfBothNamesWithoutCaseSpacesOrCommas() {
        assertEquals(Set.of("丁立人", "立人", "人", "dingliren", "ingliren", "ngliren", "gliren", "liren", "iren",
                "ren", "en", "n"), SearchKeys.of("丁立人", "Ding, Liren"));
        assertEquals(Set.of(), SearchKeys.of(null, " , "));
        assertEquals("dingliren", SearchKeys.normalized(" DING，Liren\t"));
    }

    @Test
    void shouldCutSuffixesAtCodePointsNotInsideACharacterOutsideThePlane() {
        String name = "王𠮷";
        assertEquals(Set.of("王𠮷", "𠮷"), SearchKeys.of(name, null));
    }

    /** Every text a name contains is the start of one of its keys, and of none of another name's. */
    @Test
    void shouldFindExactlyTheNamesThatContainATypedText() {
        List<String> names = List.of("Wang Hao", "Wang Haoran", "Hao, Wang", "Li Chao", "王浩然", "浩", "𠮷王");
        for (String typed : List.of("hao", "wang h", "ranx", "浩", "王浩", "然", "a", "𠮷")) {
            String key = SearchKeys.normalized(typed);
            String upper = SearchKeys.upperBound(key);
            for (String name : names) {
                boolean contains = SearchKeys.normalized(name).contains(key);
                boolean inRange = SearchKeys.of(name, null).stream()
                        .anyMatch(k -> k.compareTo(key) >= 0 && k.compareTo(upper) < 0);
                assertEquals(contains, inRange, typed + " in " + name);
            }
        }
    }

    @Test
    void shouldBoundARangeJustPastItsPrefix() {
        assertEquals("wanh", SearchKeys.upperBound("wang"));
        assertEquals("王" + (char) ('浩' + 1), SearchKeys.upperBound("王浩"));
        assertEquals(new String(Character.toChars(0x20BB8)), SearchKeys.upperBound("𠮷"));
        assertTrue("wangzzz".compareTo(SearchKeys.upperBound("wang")) < 0);
        assertTrue("wanh".compareTo(SearchKeys.upperBound("wang")) >= 0);
    }
}
