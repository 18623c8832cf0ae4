package org.dengji.registry.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every way people write CN00012345 names it; anything else is no registration number. */
class TypedRegistrationNoTest {

    @ParameterizedTest
    @ValueSource(strings = {"CN00012345", "cn00012345", "cn12345", "CN12345", "cN012345", "00012345", "12345",
        " 12345 ", "CN 00012345", "0000000000012345", "１２３４５", "ＣＮ００１２３４５"})
    void shouldReadEveryFormOfOneNumber(String typed) {
        assertEquals(Optional.of("CN00012345"), TypedRegistrationNo.canonical(typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "CN", "王浩", "Wang", "CN-12345", "12345a", "CNN12345", "1234567890123456789",
        "12.345"})
    void shouldReadNoNumberInAnythingElse(String typed) {
        assertEquals(Optional.empty(), TypedRegistrationNo.canonical(typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"123456789", "CN123456789"})
    void shouldKeepANumberLongerThanEightDigitsWhole(String typed) {
        assertEquals(Optional.of("CN123456789"), TypedRegistrationNo.canonical(typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "CN0", "12345", "cn 123", "９９９９９９９９９９９９９９９９９９９９", "CN999999999999999999999999999999"})
    void shouldTakeDigitsWithOrWithoutThePrefixAsANumberOnly(String typed) {
        assertTrue(TypedRegistrationNo.isWrittenAsNumber(typed), typed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"liamyoda2007", "王浩", "Wang 2", "CNX1", "C1", "", " "})
    void shouldLeaveEverythingElseToTheNameSearch(String typed) {
        assertFalse(TypedRegistrationNo.isWrittenAsNumber(typed), typed);
    }
}
