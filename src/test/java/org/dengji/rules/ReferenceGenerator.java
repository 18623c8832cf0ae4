package org.dengji.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A slow, obviously correct move generator for cross-checking the engine: a mailbox board,
 * pseudo-legal moves by walking rays square by square, and legality by "make the move, then is my
 * king attacked?". It shares nothing with the engine but the public accessors used to copy a
 * position in.
 */
final class ReferenceGenerator implements Perft.Oracle {
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final Role[] PROMOTIONS = {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT};

    /** A mailbox position; copied, never shared, on every make. */
    record Slow(Role[] roles, Color[] colors, Color turn, boolean[] rights, int ep) {
        Slow copy() {
            return new Slow(roles.clone(), colors.clone(), turn, rights.clone(), ep);
        }
    }

    /** from, to, promotion (or null); castling and en passant are recognised by the make. */
    record SlowMove(int from, int to, Role promotion) {
        String uci() {
            String s = Square.name(from) + Square.name(to);
            return promotion == null ? s : s + Character.toLowerCase(promotion.letter());
        }
    }

    static Slow of(Position p) {
        Role[] roles = new Role[64];
        Color[] colors = new Color[64];
        for (int sq = 0; sq < 64; sq++) {
            roles[sq] = p.roleAt(sq);
            colors[sq] = p.colorAt(sq);
        }
        // rights indexed 0 = h1 (K), 1 = a1 (Q), 2 = h8 (k), 3 = a8 (q)
        int[] corners = {7, 0, 63, 56};
        boolean[] rights = new boolean[4];
        for (int i = 0; i < 4; i++) {
            rights[i] = (p.castlingRights() & (1L << corners[i])) != 0;
        }
        return new Slow(roles, colors, p.turn(), rights, p.epSquare());
    }

    @Override
    public Set<String> legalUci(Position position) {
        Set<String> result = new TreeSet<>();
        legal(of(position)).forEach(m -> result.add(m.uci()));
        return result;
    }

    @Override
    public long count(Position position, int depth) {
        return perft(of(position), depth);
    }

    static long perft(Slow s, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (SlowMove m : legal(s)) {
            total += perft(play(s, m), depth - 1);
        }
        return total;
    }

    static List<SlowMove> legal(Slow s) {
        List<SlowMove> result = new ArrayList<>();
        for (SlowMove m : pseudoLegal(s)) {
            Slow after = play(s, m);
            if (!attacked(after, king(after, s.turn), s.turn.other())) {
                result.add(m);
            }
        }
        return result;
    }

    static List<SlowMove> pseudoLegal(Slow s) {
        List<SlowMove> moves = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (s.colors[sq] != s.turn) {
                continue;
            }
            switch (s.roles[sq]) {
                case PAWN -> pawn(s, sq, moves);
                case KNIGHT -> steps(s, sq, KNIGHT, moves);
                case BISHOP -> rays(s, sq, BISHOP, moves);
                case ROOK -> rays(s, sq, ROOK, moves);
                case QUEEN -> {
                    rays(s, sq, ROOK, moves);
                    rays(s, sq, BISHOP, moves);
                }
                case KING -> {
                    steps(s, sq, KING, moves);
                    castle(s, sq, moves);
                }
            }
        }
        return moves;
    }

    private static void pawn(Slow s, int sq, List<SlowMove> moves) {
        int dir = s.turn == Color.WHITE ? 1 : -1;
        int f = Square.file(sq);
        int r = Square.rank(sq);
        int one = Square.of(f, r + dir);
        if (s.roles[one] == null) {
            addPawn(sq, one, moves);
            int two = Square.of(f, r + 2 * dir);
            if (r == (dir == 1 ? 1 : 6) && s.roles[two] == null) {
                moves.add(new SlowMove(sq, two, null));
            }
        }
        for (int df = -1; df <= 1; df += 2) {
            if (f + df < 0 || f + df > 7) {
                continue;
            }
            int to = Square.of(f + df, r + dir);
            if (s.colors[to] == s.turn.other() || to == s.ep) {
                addPawn(sq, to, moves);
            }
        }
    }

    private static void addPawn(int from, int to, List<SlowMove> moves) {
        if (Square.rank(to) == 0 || Square.rank(to) == 7) {
            for (Role p : PROMOTIONS) {
                moves.add(new SlowMove(from, to, p));
            }
        } else {
            moves.add(new SlowMove(from, to, null));
        }
    }

    private static void steps(Slow s, int sq, int[][] deltas, List<SlowMove> moves) {
        for (int[] d : deltas) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8 && s.colors[Square.of(f, r)] != s.turn) {
                moves.add(new SlowMove(sq, Square.of(f, r), null));
            }
        }
    }

    private static void rays(Slow s, int sq, int[][] dirs, List<SlowMove> moves) {
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                int to = Square.of(f, r);
                if (s.colors[to] == s.turn) {
                    break;
                }
                moves.add(new SlowMove(sq, to, null));
                if (s.colors[to] != null) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
    }

    /** Laws 3.8.2: right kept, rook there, path empty, king not in check, crosses and lands unattacked. */
    private static void castle(Slow s, int sq, List<SlowMove> moves) {
        int home = s.turn == Color.WHITE ? 4 : 60;
        int base = s.turn == Color.WHITE ? 0 : 2;
        Color them = s.turn.other();
        if (sq != home || attacked(s, home, them)) {
            return;
        }
        if (s.rights[base] && rookAt(s, home + 3) && empty(s, home + 1, home + 2)
                && !attacked(s, home + 1, them) && !attacked(s, home + 2, them)) {
            moves.add(new SlowMove(home, home + 2, null));
        }
        if (s.rights[base + 1] && rookAt(s, home - 4) && empty(s, home - 3, home - 1)
                && !attacked(s, home - 1, them) && !attacked(s, home - 2, them)) {
            moves.add(new SlowMove(home, home - 2, null));
        }
    }

    private static boolean rookAt(Slow s, int sq) {
        return s.roles[sq] == Role.ROOK && s.colors[sq] == s.turn;
    }

    private static boolean empty(Slow s, int from, int to) {
        for (int sq = from; sq <= to; sq++) {
            if (s.roles[sq] != null) {
                return false;
            }
        }
        return true;
    }

    static Slow play(Slow s, SlowMove m) {
        Slow n = s.copy();
        Role role = s.roles[m.from];
        if (role == Role.PAWN && m.to == s.ep) {
            int captured = Square.of(Square.file(m.to), Square.rank(m.from));
            n.roles[captured] = null;
            n.colors[captured] = null;
        }
        if (role == Role.KING && Math.abs(m.to - m.from) == 2) {
            int rookFrom = m.to > m.from ? m.from + 3 : m.from - 4;
            int rookTo = (m.from + m.to) / 2;
            n.roles[rookTo] = Role.ROOK;
            n.colors[rookTo] = s.turn;
            n.roles[rookFrom] = null;
            n.colors[rookFrom] = null;
        }
        n.roles[m.to] = m.promotion != null ? m.promotion : role;
        n.colors[m.to] = s.turn;
        n.roles[m.from] = null;
        n.colors[m.from] = null;
        int[] corners = {7, 0, 63, 56};
        for (int i = 0; i < 4; i++) {
            boolean kingMoved = role == Role.KING && m.from == (i < 2 ? 4 : 60);
            if (kingMoved || m.from == corners[i] || m.to == corners[i]) {
                n.rights[i] = false;
            }
        }
        int ep = role == Role.PAWN && Math.abs(m.to - m.from) == 16 ? (m.from + m.to) / 2 : -1;
        return new Slow(n.roles, n.colors, s.turn.other(), n.rights, ep);
    }

    static int king(Slow s, Color color) {
        for (int sq = 0; sq < 64; sq++) {
            if (s.roles[sq] == Role.KING && s.colors[sq] == color) {
                return sq;
            }
        }
        throw new IllegalStateException("no king");
    }

    static boolean attacked(Slow s, int sq, Color by) {
        return leaper(s, sq, by, KNIGHT, Role.KNIGHT) || leaper(s, sq, by, KING, Role.KING)
                || slider(s, sq, by, ROOK, Role.ROOK) || slider(s, sq, by, BISHOP, Role.BISHOP)
                || pawnAttacks(s, sq, by);
    }

    private static boolean leaper(Slow s, int sq, Color by, int[][] deltas, Role role) {
        for (int[] d : deltas) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8 && s.roles[Square.of(f, r)] == role
                    && s.colors[Square.of(f, r)] == by) {
                return true;
            }
        }
        return false;
    }

    private static boolean slider(Slow s, int sq, Color by, int[][] dirs, Role role) {
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                int at = Square.of(f, r);
                if (s.roles[at] != null) {
                    if (s.colors[at] == by && (s.roles[at] == role || s.roles[at] == Role.QUEEN)) {
                        return true;
                    }
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return false;
    }

    private static boolean pawnAttacks(Slow s, int sq, Color by) {
        int r = Square.rank(sq) - (by == Color.WHITE ? 1 : -1);
        for (int df = -1; df <= 1; df += 2) {
            int f = Square.file(sq) + df;
            if (f >= 0 && f < 8 && r >= 0 && r < 8 && s.roles[Square.of(f, r)] == Role.PAWN
                    && s.colors[Square.of(f, r)] == by) {
                return true;
            }
        }
        return false;
    }
}
