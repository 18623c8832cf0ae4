package org.dengji.registry.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Formula-like text gets an apostrophe on export, loses it on import, and nothing else is touched. */
class FormulaCellsTest {

    private static final List<String> FORMULAS = List.of("=HYPERLINK(\"http://x\",\"y\")", "+1", "-cmd", "@SUM(A1)",
            "\tTab", "\rReturn", "-1", "-0.5", "=", "'=already quoted", "''+1");
    private static final List<String> PLAIN = List.of("王浩", "Wang Hao", "O'Brien", "'Brien", "'", "''", "1-2", "0.5",
            "", " =after a space");

    @Test
    void shouldPutAnApostropheBeforeEveryFormulaStart() {
        FORMULAS.forEach(text -> assertEquals("'" + text, FormulaCells.guard(text), text));
    }

    @Test
    void shouldLeaveOtherTextAsItIs() {
        PLAIN.forEach(text -> assertEquals(text, FormulaCells.guard(text), text));
        PLAIN.forEach(text -> assertEquals(text, FormulaCells.unguard(text), text));
    }

    @Test
    void shouldReadBackExactlyWhatItWrote() {
        Stream.concat(FORMULAS.stream(), PLAIN.stream())
                .forEach(text -> assertEquals(text, FormulaCells.unguard(FormulaCells.guard(text)), text));
    }

    @Test
    void shouldTakeOffOneApostropheOnlyBeforeAFormulaStart() {
        assertEquals("=x", FormulaCells.unguard("'=x"));
        assertEquals("'=x", FormulaCells.unguard("''=x"));
        assertEquals("'Brien", FormulaCells.unguard("'Brien"));
    }
}
