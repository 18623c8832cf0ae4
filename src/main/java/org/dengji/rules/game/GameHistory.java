package org.dengji.rules.game;

import java.util.Arrays;
import org.dengji.rules.Position;

/**
  * The positions of a game that can still repeat: the repetition keys (CORE's {@code
  * repetitionKey()}: pieces, side to move, castling rights, and en passant only where a capture is
  * really possible, as FIDE Laws 9.2.2 defines "the same position") since the last capture or
  * pawn move. Repetition is a property of the game, not of a position, which is why it lives here.
  */
public final class GameHistory {
    /** Positions since the last irreversible move; their keys are computed only when asked for. */
    private Position[] positions = new Position[32];
    private long[] keys = new long[32];
    private int size;
    /** Entries of {@link #keys} already computed: most games never need a key at all. */
    private int keyed;

    private GameHistory() {}

    public static GameHistory startingAt(Position start) {
        GameHistory history = new GameHistory();
        history.positions[history.size++] = start;
        return history;
    }

    /**
      * Records the position reached by a move. A capture or pawn move (the halfmove clock back at
      * 0) makes every earlier position unreachable, so they are forgotten.
      */
    public void record(Position after) {
        if (after.halfmoveClock() == 0) {
            Arrays.fill(positions, 0, size, null);
            size = 0;
            keyed = 0;
        }
        if (size == positions.length) {
            positions = Arrays.copyOf(positions, size * 2);
            keys = Arrays.copyOf(keys, size * 2);
        }
        positions[size++] = after;
    }

    /**
      * How many times the latest position has occurred, itself included. Only every second entry
      * can match: the side to move is part of the key.
      */
    public int repetitions() {
        for (; keyed < size; keyed++) {
            keys[keyed] = positions[keyed].repetitionKey();
        }
        long current = keys[size - 1];
        int count = 1;
        for (int i = size - 3; i >= 0; i -= 2) {
            if (keys[i] == current) {
                count++;
            }
        }
        return count;
    }

    /** Positions kept (those since the last irreversible move, the latest included). */
    public int size() {
        return size;
    }
}
