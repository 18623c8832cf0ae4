package org.dengji.registry.pages;

import java.util.ArrayList;
import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.registry.event.Game;
import org.dengji.registry.pgn.BoardSvg;
import org.dengji.registry.player.PlayerName;
import org.dengji.registry.pgn.GameReplay;

/**
 * A game's page at one ply: the board drawn as SVG, links to step through it, the moves, and for a
 * faulty game the fault with the move at fault. A faulty game opens at the fault: the position
 * before the move that could not be played, or after the last move for a result at fault.
 */
public record GamePage(long id, long eventId, String eventName, int round, PlayerName white, PlayerName black,
        String result, String verdict, String svg, int ply, int plies, List<MoveLink> moves, String fault,
        String offendingMove, boolean atFault, Integer faultPly) {

    /** A move in the list: its ply (the link target) and text; {@code current} for the ply shown. */
    public record MoveLink(int ply, String number, String san, boolean current) {
    }

    public static GamePage of(Game g, Integer requestedPly, Language language) {
        GameReplay replay = GameReplay.of(g.pgn);
        Integer faultPly = g.isFaulty() && g.faultPly != null ? Math.min(g.faultPly, replay.plies()) : null;
        int ply = requestedPly != null ? requestedPly : faultPly != null ? faultPly : 0;
        ply = Math.max(0, Math.min(ply, replay.plies()));
        String title = g.white.player.names().in(language) + " – " + g.black.player.names().in(language) + " #" + ply;
        String svg = replay.at(ply) == null ? "" : BoardSvg.render(replay.at(ply), replay.moveTo(ply), title);
        List<MoveLink> moves = new ArrayList<>();
        List<String> san = replay.san();
        for (int i = 0; i < san.size(); i++) {
            String number = i % 2 == 0 ? (i / 2 + 1) + "." : "";
            moves.add(new MoveLink(i + 1, number, san.get(i), i + 1 == ply));
        }
        String offending = g.isFaulty() ? replay.unplayable() : null;
        return new GamePage(g.id, g.event.id, g.event.name, g.round, g.white.player.names(),
                g.black.player.names(), g.result.replace("1/2", "½"), g.status.in(language.locale()), svg,
                ply, replay.plies(), moves, g.isFaulty() ? FaultWords.of(g.faultCode, language) : null, offending,
                faultPly != null && ply == faultPly, faultPly);
    }

    public int previous() {
        return Math.max(0, ply - 1);
    }

    public int next() {
        return Math.min(plies, ply + 1);
    }
}
