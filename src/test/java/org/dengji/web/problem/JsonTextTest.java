package org.dengji.web.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Jackson's syntax messages reach clients without the parser's option names or Java types. */
class JsonTextTest {

    @Test
    void shouldKeepAPlainSyntaxMessage() {
        assertEquals("Duplicate field 'gender'", JsonText.describe("Duplicate field 'gender'"));
        assertEquals("Unexpected character ('''): was expecting double-quote to start field name",
                JsonText.describe("Unexpected character (''' (code 39)): was expecting double-quote to start field name"));
    }

    @Test
    void shouldDropTheHintToEnableAParserOption() {
        assertEquals("Non-standard token 'NaN'",
                JsonText.describe("Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow"));
    }

    @Test
    void shouldDropTheNameOfAParserLimit() {
        assertEquals("Document nesting depth (1001) exceeds the maximum allowed", JsonText.describe(
                "Document nesting depth (1001) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNestingDepth()`)"));
    }

    @Test
    void shouldDropTheSourceExcerpt() {
        assertEquals("Unexpected end-of-input: expected close marker for Array", JsonText.describe(
                "Unexpected end-of-input: expected close marker for Array (start marker at [Source: REDACTED "
                        + "(`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1])"));
    }

    @Test
    void shouldReplaceAMessageThatStillNamesAnInternal() {
        assertEquals(JsonText.GENERIC, JsonText.describe("Cannot construct instance of `org.dengji.X`"));
        assertEquals(JsonText.GENERIC, JsonText.describe("see StreamWriteFeature.WRITE_NAN_AS_STRINGS"));
        assertEquals(JsonText.GENERIC, JsonText.describe(null));
    }
}
