package org.dengji.registry.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.dengji.common.TableRows;
import org.junit.jupiter.api.Test;

/** The text PostgreSQL's COPY reads: what a name from a file may hold arrives as it was written. */
class BulkRowsTest {

    private static String copyText(Object value) {
        StringBuilder text = new StringBuilder();
        TableRows.appendCopyText(text, value);
        return text.toString();
    }

    @Test
    void shouldWriteNullAsCopysNullMarker() {
        assertEquals("\\N", copyText(null));
    }

    @Test
    void shouldEscapeWhatCopyWouldReadAsItsOwnSyntax() {
        assertEquals("O\\\\Brien\\tA\\nB\\rC", copyText("O\\Brien\tA\nB\rC"));
        assertEquals("\\\\N", copyText("\\N"), "a name written as \\N is a name, not a null");
    }

    @Test
    void shouldLeaveOtherTextAsItIs() {
        assertEquals("丁立人, Ding Liren 𠀀", copyText("丁立人, Ding Liren 𠀀"));
        assertEquals("42", copyText(42));
    }

    @Test
    void shouldWriteDecimalsWithoutAnExponent() {
        assertEquals("10", copyText(new BigDecimal("1E+1")));
        assertEquals("4.5", copyText(new BigDecimal("4.5")));
    }
}
