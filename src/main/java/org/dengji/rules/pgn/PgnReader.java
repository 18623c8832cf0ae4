package org.dengji.rules.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.util.Optional;

/**
  * Streaming reader over a file of many games: one game at a time, memory bounded by the largest
  * game, not by the file. For parallel work use {@link PgnSplitter} directly and hand each
  * {@link GameChunk} to {@link PgnParser#parse(GameChunk)} on a worker thread.
  */
public final class PgnReader implements Closeable {
    private final PgnDecoder decoder;
    private final PgnSplitter splitter;

    /** Reads {@code in}, detecting its encoding (see {@link PgnDecoder}). */
    public PgnReader(InputStream in) {
        this(in, null);
    }

    /** Reads {@code in} as {@code charset}; null detects it. */
    public PgnReader(InputStream in, Charset charset) {
        this.decoder = PgnDecoder.of(in, charset);
        this.splitter = new PgnSplitter(decoder);
    }

    /** The encoding read (final once the stream has been read to its end). */
    public Charset charset() {
        return decoder.charset();
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
