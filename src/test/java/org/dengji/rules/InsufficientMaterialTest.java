package org.dengji.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dead positions by material (FIDE Laws of Chess 5.2.2 and 6.9): only those where no sequence of legal moves
 * can mate. K+B v K+N and K+N v K+N are alive: a helpmate exists (the pulse engine calls K+B v K+N
 * insufficient; the Laws do not). 《国际象棋学习守则整理》 lists K+N+N v K (王对王双马) among the endings
 * that "must" be drawn: true in practice, since mate cannot be forced, but the position is not dead,
 * so it is not insufficient material.
 */
class InsufficientMaterialTest {

    @ParameterizedTest(name = "{0}: dead = {2}")
    @CsvSource(delimiter = '|', value = {
        "K v K                        | 4k3/8/8/8/8/8/8/4K3 w - - 0 1     | true",
        "KB v K                       | 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1   | true",
        "K v KB                       | 2b1k3/8/8/8/8/8/8/4K3 w - - 0 1   | true",
        "KN v K                       | 4k3/8/8/8/8/8/8/1N2K3 w - - 0 1   | true",
        "K v KN                       | 1n2k3/8/8/8/8/8/8/4K3 b - - 0 1   | true",
        "KB v KB, same colour         | 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1  | true",
        "KB v KBB, all on dark squares | 4kb2/8/8/8/8/8/8/b1B1K3 w - - 0 1 | true",
        "KBBB v K, all on dark squares | 4k3/8/8/8/8/8/1B6/B1B1K3 w - - 0 1 | true",
        "KBB v K, both colours        | 4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1  | false",
        "KB v KB, opposite colours    | 4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1 | false",
        "KB v KN                      | 4k1n1/8/8/8/8/8/8/2B1K3 w - - 0 1 | false",
        "KN v KN                      | 4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1 | false",
        "KNN v K                      | 4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1 | false",
        "KBN v K                      | 4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1  | false",
        "KP v K                       | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1   | false",
        "KR v K                       | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1    | false",
        "KQ v K                       | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1    | false",
    })
    void shouldCallOnlyTrulyDeadMaterialInsufficient(String name, String fen, boolean dead) {
        assertEquals(dead, Position.fromFen(fen).value().isInsufficientMaterial(), name);
    }
}
