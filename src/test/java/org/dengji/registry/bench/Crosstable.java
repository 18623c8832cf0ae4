package org.dengji.registry.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * A played crosstable for generated events: every round pairs the players at random (an even number
 * of them, so no byes), the first of each pair has white, and each game ends 1-0, ½-½ or 0-1 with
 * roughly the shares of real play; both sides of every game agree.
 */
final class Crosstable {

    private final int[][] opponent;
    private final char[][] colour;
    private final char[][] code;
    private final int[] halfPoints;

    private Crosstable(int players, int rounds) {
        opponent = new int[players][rounds];
        colour = new char[players][rounds];
        code = new char[players][rounds];
        halfPoints = new int[players];
    }

    static Crosstable played(int players, int rounds, Random random) {
        if (players % 2 != 0) {
            throw new IllegalArgumentException("an even number of players, got " + players);
        }
        Crosstable t = new Crosstable(players, rounds);
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            order.add(p);
        }
        for (int round = 0; round < rounds; round++) {
            Collections.shuffle(order, random);
            for (int i = 0; i < players; i += 2) {
                int white = order.get(i);
                int black = order.get(i + 1);
                int outcome = random.nextInt(100);
                t.game(round, white, black, outcome < 38 ? 2 : outcome < 70 ? 1 : 0);
            }
        }
        return t;
    }

    private void game(int round, int white, int black, int whiteHalfPoints) {
        opponent[white][round] = black;
        opponent[black][round] = white;
        colour[white][round] = 'w';
        colour[black][round] = 'b';
        code[white][round] = "0=1".charAt(whiteHalfPoints);
        code[black][round] = "1=0".charAt(whiteHalfPoints);
        halfPoints[white] += whiteHalfPoints;
        halfPoints[black] += 2 - whiteHalfPoints;
    }

    int opponent(int player, int round) {
        return opponent[player][round];
    }

    char colour(int player, int round) {
        return colour[player][round];
    }

    char code(int player, int round) {
        return code[player][round];
    }

    String points(int player) {
        return halfPoints[player] / 2 + (halfPoints[player] % 2 == 0 ? ".0" : ".5");
    }

    int[] winsDrawsLosses(int player) {
        int[] wdl = new int[3];
        for (char c : code[player]) {
            wdl[c == '1' ? 0 : c == '=' ? 1 : 2]++;
        }
        return wdl;
    }

    /** Places by points, ties in start-number order. */
    int[] ranks() {
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < halfPoints.length; p++) {
            order.add(p);
        }
        order.sort(Comparator.comparingInt((Integer p) -> -halfPoints[p]).thenComparing(p -> p));
        int[] rank = new int[halfPoints.length];
        for (int place = 0; place < order.size(); place++) {
            rank[order.get(place)] = place + 1;
        }
        return rank;
    }
}
