package org.dengji.rules.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
  * Streaming reader over a file of many games: one game at a time, memory bounded by the largest
  * game, not by the file. For parallel work use {@link PgnSplitter} directly and hand each
  * {@link GameChunk} to {@link PgnParser#parse(GameChunk)} on a worker thread.
  */
public final class PgnReader implements Closeable {
    private final PgnSplitter splitter;

    public PgnReader(InputStream in) {
        this.splitter = new PgnSplitter(in);
    }

    /** The next game, or empty at the end of the stream. */
    public Optional<PgnGame> next() throws IOException {
        GameChunk chunk = splitter.next();
        return chunk == null ? Optional.empty() : Optional.of(PgnParser.parse(chunk));
    }

    @Override
    public void close() throws IOException {
        splitter.close();
    }
}
