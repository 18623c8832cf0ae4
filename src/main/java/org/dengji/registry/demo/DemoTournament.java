package org.dengji.registry.demo;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * A made-up round robin: pairings by the circle method, results drawn from the players' ratings
 * with a fixed seed, written as a TRF file exactly as a pairing program would, and its games as PGN
 * taken from real master games with the same result.
 */
final class DemoTournament {

    private static final DateTimeFormatter TRF_DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    /** One game of the crosstable: round, board, white and black as indexes into the players. */
    record Pairing(int round, int board, int white, int black, String result) {
    }

    final String name;
    final String city;
    final LocalDate end;
    final List<DemoPlayer> players;
    final List<Pairing> pairings = new ArrayList<>();

    DemoTournament(String name, String city, LocalDate end, List<DemoPlayer> players, long seed) {
        this.name = name;
        this.city = city;
        this.end = end;
        this.players = players;
        play(new Random(seed));
    }

    int rounds() {
        return players.size() - 1;
    }

    private void play(Random random) {
        int n = players.size();
        for (int round = 0; round < n - 1; round++) {
            for (int board = 0; board < n / 2; board++) {
                int a = board == 0 ? n - 1 : (round + board) % (n - 1);
                int b = (round + n - 1 - board) % (n - 1);
                boolean swap = board == 0 ? round % 2 == 1 : board % 2 == 1;
                int white = swap ? b : a;
                int black = swap ? a : b;
                pairings.add(new Pairing(round + 1, board + 1, white, black, result(random, white, black)));
            }
        }
    }

    private String result(Random random, int white, int black) {
        double expected = 1 / (1 + Math.pow(10, (players.get(black).rating() - players.get(white).rating()) / 400.0));
        double win = Math.max(0.05, expected - 0.2);
        double roll = random.nextDouble();
        return roll < win ? "1-0" : roll < win + 0.4 ? "1/2-1/2" : "0-1";
    }

    double points(int player) {
        double sum = 0;
        for (Pairing p : pairings) {
            if (p.white() == player || p.black() == player) {
                sum += p.result().equals("1/2-1/2") ? 0.5 : p.result().equals(p.white() == player ? "1-0" : "0-1") ? 1 : 0;
            }
        }
        return sum;
    }

    /** The file a pairing program would write: tournament records, then one 001 line per player. */
    String trf() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -points(i)).thenComparing(i -> i));
        StringBuilder out = new StringBuilder();
        LocalDate start = end.minusDays(rounds() - 1L);
        out.append("012 ").append(name).append("\r\n022 ").append(city).append("\r\n032 CHN\r\n042 ")
                .append(start.format(TRF_DATE)).append("\r\n052 ").append(end.format(TRF_DATE))
                .append("\r\n092 Individual: Round-Robin\r\n122 90 min + 30 sec\r\n");
        for (int i = 0; i < players.size(); i++) {
            out.append(line(i, order.indexOf(i) + 1)).append("\r\n");
        }
        return out.toString();
    }

    private String line(int i, int rank) {
        DemoPlayer p = players.get(i);
        StringBuilder line = new StringBuilder(String.format("001 %4d %s    %s", i + 1, p.woman() ? "w" : "m",
                pad(p.nameZh(), 33)));
        line.append(String.format(java.util.Locale.ROOT, " %4d CHN %11s %s %4.1f %4d", p.rating(), "", p.born().format(TRF_DATE),
                points(i), rank));
        for (int round = 1; round <= rounds(); round++) {
            for (Pairing g : pairings) {
                if (g.round() == round && (g.white() == i || g.black() == i)) {
                    boolean white = g.white() == i;
                    String code = g.result().equals("1/2-1/2") ? "=" : g.result().equals(white ? "1-0" : "0-1") ? "1" : "0";
                    line.append(String.format("  %4d %s %s", (white ? g.black() : g.white()) + 1, white ? "w" : "b", code));
                }
            }
        }
        return line.toString();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }

    /** The PGN tags of a pairing's game, the movetext to follow. */
    String tags(Pairing g) {
        return "[Event \"" + name + "\"]\n[Site \"" + city + "\"]\n[Date \""
                + end.minusDays(rounds() - (long) g.round()).format(PGN_DATE) + "\"]\n[Round \"" + g.round() + "."
                + g.board() + "\"]\n[White \"" + players.get(g.white()).nameZh() + "\"]\n[Black \""
                + players.get(g.black()).nameZh() + "\"]\n";
    }
}
