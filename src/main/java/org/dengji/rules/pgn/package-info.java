/**
 * PGN text: reading many games as a stream, and writing one in export format.
 *
 * <p>Reading is two stages, so that the costly one can run in parallel: {@link
 * org.dengji.rules.pgn.PgnSplitter} cuts the byte stream into one chunk per game (bounded memory,
 * no move parsed), then {@link org.dengji.rules.pgn.PgnParser} lexes a chunk byte by byte into a
 * {@link org.dengji.rules.pgn.PgnGame}. {@link org.dengji.rules.pgn.PgnReader} chains both for a
 * caller that wants one game at a time. The reader knows nothing of the rules of chess: moves are
 * kept as written, with their line and column, for {@code org.dengji.rules.game} to play. The
 * writer goes the other way and takes its SAN from CORE's {@code San.render}.
 *
 * <table>
 *   <caption>PGN standard (Edwards, 1994) coverage</caption>
 *   <tr><th>section</th><th>what</th><th>status</th></tr>
 *   <tr><td>4.3, 8.1</td><td>tag pairs, {@code \"} and {@code \\} escapes, any number, any order,
 *       none at all</td><td>read</td></tr>
 *   <tr><td>5</td><td>{@code {...}} and {@code ;} comments, also spanning lines</td><td>skipped</td></tr>
 *   <tr><td>6</td><td>{@code %} escape lines (column 1 only)</td><td>skipped</td></tr>
 *   <tr><td>8.2.2</td><td>move numbers {@code 12.} {@code 12...}, with or without a space</td>
 *       <td>read, not checked against the position</td></tr>
 *   <tr><td>8.2.4</td><td>NAGs {@code $n}, suffix marks {@code ! ? !! ?? !? ?!}</td><td>skipped</td></tr>
 *   <tr><td>8.2.5</td><td>recursive variations {@code ( )}, nested</td><td>skipped, only their
 *       brackets are checked</td></tr>
 *   <tr><td>8.2.6</td><td>termination markers {@code 1-0 0-1 1/2-1/2 *}</td><td>required</td></tr>
 *   <tr><td>8</td><td>export format: seven-tag roster first, lines of at most 79 characters</td>
 *       <td>written by {@link org.dengji.rules.pgn.PgnWriter}</td></tr>
 *   <tr><td>-</td><td>UTF-8 byte order mark, CRLF or LF line ends, tags right after the previous
 *       game's marker with no blank line</td><td>accepted</td></tr>
 *   <tr><td>4.1</td><td>ISO-8859-1 text (the standard's own encoding), and UTF-8, UTF-16 with a
 *       byte order mark, GB18030, windows-1252</td><td>read, detected by {@link
 *       org.dengji.rules.pgn.PgnDecoder}</td></tr>
 * </table>
 *
 * <p>Not implemented: keeping comments, NAGs and variations in the model (the writer therefore
 * writes the main line only); the PGN reduced export format check.
 * Columns count characters, not bytes; a tab counts as one.
 */
package org.dengji.rules.pgn;
