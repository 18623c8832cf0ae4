/**
 * The chess rules engine: plain Java 17, no framework import (an ArchUnit test keeps it so).
 *
 * <h2>Pipeline</h2>
 * Text is parsed into an unchecked value, then validated into a checked one, each stage with its
 * own error values (never exceptions): {@link org.dengji.rules.Fen#parse} gives a
 * {@link org.dengji.rules.Setup} or a {@link org.dengji.rules.FenError} naming the field;
 * {@link org.dengji.rules.Position#of} gives a {@link org.dengji.rules.Position} or a
 * {@link org.dengji.rules.PositionError}; {@link org.dengji.rules.San#parse} gives a
 * {@link org.dengji.rules.San} and {@link org.dengji.rules.San#resolve} a legal
 * {@link org.dengji.rules.Move}, or a {@link org.dengji.rules.NotationError}.
 *
 * <h2>Implemented (FIDE Laws of Chess; article numbers of the 2018 and 2023 editions)</h2>
 * <table>
 *   <caption>Rules and where they live</caption>
 *   <tr><th>Article</th><th>Rule</th><th>Where</th></tr>
 *   <tr><td>2.3</td><td>initial position</td><td>{@code Position.startpos}</td></tr>
 *   <tr><td>3.1-3.6</td><td>moves of the pieces, captures, no jumping except the knight</td>
 *       <td>{@code MoveGen} with {@code Attacks} (magic bitboards, magics found by a seeded search)</td></tr>
 *   <tr><td>3.7.1-3.7.3</td><td>pawn single and double step, diagonal capture</td><td>{@code MoveGen.pawnMoves}</td></tr>
 *   <tr><td>3.7.4</td><td>en passant, only immediately after the double step, and never when it exposes the
 *       king (including the two-pawns-leave-one-rank pin)</td><td>{@code MoveGen.enPassant}</td></tr>
 *   <tr><td>3.7.5</td><td>promotion to Q, R, B or N of the same colour; never to a king; never left out</td>
 *       <td>{@code MoveGen}, {@code San} ({@code MISSING_PROMOTION}, {@code KING_PROMOTION})</td></tr>
 *   <tr><td>3.8.2</td><td>castling: king and that rook unmoved (rights belong to the original corner squares,
 *       so a promoted rook never castles), nothing between, not in check, not crossing or landing on an
 *       attacked square (王车易位 conditions 1-6)</td><td>{@code MoveGen.castling}, {@code Validation}</td></tr>
 *   <tr><td>Guidelines II</td><td>Chess960: king and rooks anywhere on the back rank; castling puts
 *       them on the squares of standard castling, with every square they cross or reach empty but for
 *       them and no square of the king's path attacked; X-FEN and Shredder-FEN rights; {@code O-O},
 *       {@code O-O-O} and king-takes-rook in UCI</td>
 *       <td>{@code Fen.parseChess960}, {@code MoveGen.castling960}, {@code Position.castle960}</td></tr>
 *   <tr><td>3.9</td><td>check; a move may not leave one's own king attacked</td><td>{@code MoveGen}</td></tr>
 *   <tr><td>5.1.1</td><td>checkmate</td><td>{@code Position.isCheckmate}</td></tr>
 *   <tr><td>5.2.1</td><td>stalemate</td><td>{@code Position.isStalemate}</td></tr>
 *   <tr><td>5.2.2, 6.9</td><td>dead position by material alone: K v K, K+B v K, K+N v K, any bishops all on
 *       one square colour; K+B v K+N, K+N v K+N and K+N+N v K are NOT dead</td>
 *       <td>{@code Position.isInsufficientMaterial}</td></tr>
 *   <tr><td>9.2</td><td>"same position" for repetition: pieces, side to move, castling rights, and the
 *       en-passant square only when a capture is possible</td><td>{@code Position.repetitionKey}</td></tr>
 *   <tr><td>Appendix C</td><td>algebraic notation, plus long algebraic, UCI, lower-case letters and
 *       common spellings of castling and promotion</td><td>{@code San}, {@code SanParser}</td></tr>
 * </table>
 *
 * <h2>Not implemented here</h2>
 * <ul>
 *   <li>Game-level rules: threefold/fivefold repetition (9.2, 9.6.1), 50/75-move rules (9.3, 9.6.2),
 *       results and PGN belong to {@code org.dengji.rules.game} and {@code org.dengji.rules.pgn};
 *       this package gives them {@code repetitionKey()} and {@code halfmoveClock()}.</li>
 *   <li>Dead positions that are dead by structure rather than material (blocked pawn chains, 5.2.2 in
 *       full): only the material test is made.</li>
 *   <li>Full retrograde legality of a FEN (for example pawn structures no captures could produce); the
 *       checks made are listed in {@link org.dengji.rules.PositionError.Kind}.</li>
 *   <li>Clocks, touch-move, arbiter matters (articles 4, 6, 7).</li>
 * </ul>
 *
 * <h2>Notation choices (see {@code SanParser} for the full grammar)</h2>
 * <ul>
 *   <li>Lower-case {@code b} is both the b-file and a bishop: the pawn (or coordinate) reading is
 *       tried first, the bishop reading only if the first names no legal move ({@code bxc3} is the
 *       b-pawn's capture whenever that capture is legal).</li>
 *   <li>A missing {@code x} is tolerated ({@code Nf3} for a capture, {@code ed5}); a written {@code x}
 *       on a non-capture is an illegal move.</li>
 *   <li>Castling may also be written as the king's move with its square ({@code e1g1},
 *       {@code Ke1-g1}); a bare {@code Kg1} never castles.</li>
 *   <li>Never guessed: a missing promotion piece, a king promotion, a null move; the check mark is
 *       exposed ({@code San.declaredCheck()}) but never required to be right.</li>
 * </ul>
 *
 * <h2>Speed</h2>
 * Perft with bulk counting at the last ply (see {@link org.dengji.rules.Perft}) runs at well over
 * 100 million leaf nodes per second single-threaded on the CI machine; measure with
 * {@code java -cp target/classes org.dengji.rules.PerftBench 5}.
 */
package org.dengji.rules;
