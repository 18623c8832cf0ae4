package org.dengji.registry.bench;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A generated nine-round event of {@code size} players drawn from a pool: each round pairs a fresh
 * shuffle two by two, results are random, ranks follow the points. Written as TRF and its games as PGN.
 */
final class BenchEvent {

    private static final int ROUNDS = 9;
    private static final DateTimeFormatter TRF_DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");

    private record Pairing(int round, int white, int black, String result) {
    }

    private final int number;
    private final List<Integer> players = new ArrayList<>();
    private final List<Pairing> pairings = new ArrayList<>();

    BenchEvent(int number, int pool, int size, Random random) {
        this.number = number;
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < pool; i++) {
            all.add(i);
        }
        Collections.shuffle(all, random);
        players.addAll(all.subList(0, size));
        for (int round = 1; round <= ROUNDS; round++) {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                order.add(i);
            }
            Collections.shuffle(order, random);
            for (int i = 0; i + 1 < size; i += 2) {
                double roll = random.nextDouble();
                String result = roll < 0.38 ? "1-0" : roll < 0.7 ? "1/2-1/2" : "0-1";
                pairings.add(new Pairing(round, order.get(i), order.get(i + 1), result));
            }
        }
    }

    String category() {
        return number % 10 == 0 ? "NATIONAL_INDIVIDUAL" : "PROVINCIAL_INDIVIDUAL";
    }

    int games() {
        return pairings.size();
    }

    private double points(int p) {
        double sum = 0;
        for (Pairing g : pairings) {
            if (g.white() == p || g.black() == p) {
                sum += g.result().equals("1/2-1/2") ? 0.5 : g.result().equals(g.white() == p ? "1-0" : "0-1") ? 1 : 0;
            }
        }
        return sum;
    }

    String trf() {
        LocalDate end = LocalDate.of(2026, 6, 1).plusDays(number % 170);
        StringBuilder out = new StringBuilder("012 Bench event " + number + "\n022 Bench\n042 "
                + end.minusDays(ROUNDS - 1).format(TRF_DATE) + "\n052 " + end.format(TRF_DATE) + "\n");
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            order.add(i);
        }
        double[] points = new double[players.size()];
        for (int i = 0; i < points.length; i++) {
            points[i] = points(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -points[i]).thenComparing(i -> i));
        for (int i = 0; i < players.size(); i++) {
            out.append(line(i, points[i], order.indexOf(i) + 1)).append('\n');
        }
        return out.toString();
    }

    private String line(int i, double points, int rank) {
        int who = players.get(i);
        String name = "Bench" + who + ", Player";
        String born = LocalDate.of(1980, 1, 1).plusDays(who % 10_000).format(TRF_DATE); // born before 2008
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "001 %4d %s    %-33s %4d CHN %11s %s %4.1f %4d",
                i + 1, who % 3 == 0 ? "w" : "m", name, 2000, "", born, points, rank));
        for (Pairing g : pairings) {
            if (g.white() == i || g.black() == i) {
                boolean white = g.white() == i;
                String code = g.result().equals("1/2-1/2") ? "=" : g.result().equals(white ? "1-0" : "0-1") ? "1" : "0";
                line.append(String.format(Locale.ROOT, "  %4d %s %s", (white ? g.black() : g.white()) + 1,
                        white ? "w" : "b", code));
            }
        }
        return line.toString();
    }

    String pgn(BenchGames games) {
        StringBuilder out = new StringBuilder();
        for (Pairing g : pairings) {
            out.append("[Event \"Bench event ").append(number).append("\"]\n[Round \"").append(g.round())
                    .append("\"]\n[White \"Bench").append(players.get(g.white())).append(", Player\"]\n[Black \"Bench")
                    .append(players.get(g.black())).append(", Player\"]\n[Result \"").append(g.result())
                    .append("\"]\n\n").append(games.movetext(g.result())).append("\n\n");
        }
        return out.toString();
    }
}
