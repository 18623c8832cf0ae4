/**
 * Games under the FIDE Laws of Chess: history, outcomes, and validation of recorded games.
 *
 * <table>
 *   <caption>Rules implemented, FIDE Laws of Chess (in force from 1 January 2023)</caption>
 *   <tr><th>article</th><th>rule</th><th>here</th></tr>
 *   <tr><td>5.1.1</td><td>checkmate wins</td><td>{@link org.dengji.rules.game.OutcomeRule#CHECKMATE};
 *       a game scored otherwise or left {@code *} is a fault; a move after it is a fault</td></tr>
 *   <tr><td>5.2.1</td><td>stalemate draws</td><td>{@code STALEMATE}; same treatment</td></tr>
 *   <tr><td>5.2.2</td><td>dead position draws</td><td>{@code DEAD_POSITION}, only by insufficient
 *       material (CORE's {@code isInsufficientMaterial}: K v K, K+B v K, K+N v K, bishops all on
 *       one colour); a decisive result is a fault, moves after it a warning</td></tr>
 *   <tr><td>9.2</td><td>threefold repetition, claimable</td><td>{@code THREEFOLD_REPETITION};
 *       "same position" = CORE's {@code repetitionKey()} (9.2.3: pieces, side to move, castling
 *       rights, en passant only when a capture is possible)</td></tr>
 *   <tr><td>9.3</td><td>50 moves without capture or pawn move, claimable</td>
 *       <td>{@code FIFTY_MOVES}, halfmove clock &ge; 100</td></tr>
 *   <tr><td>9.6.1</td><td>fivefold repetition, automatic</td><td>{@code FIVEFOLD_REPETITION};
 *       playing on is a warning</td></tr>
 *   <tr><td>9.6.2</td><td>75 moves, automatic unless the last move mates</td>
 *       <td>{@code SEVENTY_FIVE_MOVES}, halfmove clock &ge; 150; playing on is a warning</td></tr>
 * </table>
 *
 * <p>Repetition belongs to the game, not to a position: {@link
 * org.dengji.rules.game.GameHistory} keeps the keys since the last capture or pawn move.
 * A draw result is always consistent (agreement, 9.1, or a claim); a decisive result without
 * checkmate is consistent (resignation 5.1.2, time 6.9) and noted as {@code DECISIVE_WITHOUT_MATE}.
 *
 * <p>Not implemented: dead positions other than by material (blocked pawn chains, 5.2.2 in
 * general needs a search); claims "about to appear" by a written move (9.2.1.1, 9.3.1);
 * time forfeits, illegal-move penalties and arbiter decisions (Articles 6, 7); variants other
 * than Chess960, which are reported as {@code UNSUPPORTED_VARIANT}, never as illegal, and Chinese
 * chess (xiangqi) saved as PGN, reported as {@code XIANGQI_NOT_CHESS} ({@code Xiangqi} says how it
 * is recognised). Chess960 games (Variant "Chess960", "Chess 960", "Fischerandom", ...) are played
 * from their FEN under the Chess960 castling rules (Guidelines II); one without a usable FEN is
 * {@code BAD_FEN}.
 * Note for readers of 《国际象棋学习守则整理》: K+N+N v K is not a dead position under
 * FIDE (mate is possible with help), whatever older summaries say.
 */
package org.dengji.rules.game;
