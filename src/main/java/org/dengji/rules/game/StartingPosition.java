package org.dengji.rules.game;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.dengji.rules.Excerpt;
import org.dengji.rules.Fen;
import org.dengji.rules.FenError;
import org.dengji.rules.Position;
import org.dengji.rules.PositionError;
import org.dengji.rules.Result;
import org.dengji.rules.Setup;
import org.dengji.rules.pgn.PgnGame;
import org.dengji.rules.pgn.Tag;

/**
  * Where a game starts: the standard position, or the SetUp/FEN tags (PGN standard 9.7); for a
  * Chess960 game its FEN under Chess960 castling rules. Games of another variant are refused as
  * unsupported, never judged illegal; games of Chinese chess as such ({@link Xiangqi}).
  */
final class StartingPosition {
    /** Values of the Variant tag that mean ordinary chess (compared in lower case). */
    private static final Set<String> STANDARD =
            Set.of("", "standard", "chess", "normal", "classical", "rapid", "blitz", "from position");

    /** Values of the Variant tag that mean Chess960, lower case without blanks, '-' or '_'. */
    private static final Set<String> CHESS960 = Set.of("chess960", "960", "fischerandom", "fischerrandom",
            "fischerrandomchess", "frc");

    private StartingPosition() {}

    static Result<Position, GameFault> of(PgnGame game) {
        Optional<GameFault> xiangqi = Xiangqi.recognise(game);
        if (xiangqi.isPresent()) {
            return Result.err(xiangqi.get());
        }
        Optional<Tag> variant = game.tag("Variant");
        if (variant.isPresent() && isChess960(variant.get().value())) {
            return chess960(game, variant.get());
        }
        if (variant.isPresent() && !isStandard(variant.get().value())) {
            Tag v = variant.get();
            return Result.err(new GameFault.SetupFault(FaultCode.UNSUPPORTED_VARIANT, v.value(),
                    "variant \"" + Excerpt.of(v.value()) + "\" is not supported; the game was not checked",
                    v.line(), v.column()));
        }
        Optional<Tag> fen = game.tag("FEN");
        Optional<Tag> setUp = game.tag("SetUp");
        if (fen.isEmpty()) {
            if (setUp.isPresent() && setUp.get().value().equals("1")) {
                return badFen("SetUp is 1 but there is no FEN tag", "FEN_MISSING", setUp.get());
            }
            return Result.ok(Position.startpos());
        }
        return fromFen(fen.get());
    }

    private static boolean isStandard(String variant) {
        return STANDARD.contains(variant.trim().toLowerCase(Locale.ROOT));
    }

    /** "Chess960", "Chess 960", "chess960", "Fischerandom", "Fischer Random", "FRC" and the like. */
    private static boolean isChess960(String variant) {
        String word = variant.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
        return CHESS960.contains(word);
    }

    /** A Chess960 game starts from its FEN: without one (or with an empty one) it cannot be checked. */
    private static Result<Position, GameFault> chess960(PgnGame game, Tag variant) {
        Optional<Tag> fen = game.tag("FEN");
        if (fen.isEmpty()) {
            return badFen("a Chess960 game needs its starting position in a FEN tag", "FEN_MISSING", variant);
        }
        return fromFen(fen.get(), true);
    }

    private static Result<Position, GameFault> fromFen(Tag tag) {
        return fromFen(tag, false);
    }

    private static Result<Position, GameFault> fromFen(Tag tag, boolean chess960) {
        String text = tag.value().trim();
        Result<Setup, FenError> setup = chess960 ? Fen.parseChess960(text) : Fen.parse(text);
        if (!setup.isOk()) {
            FenError e = setup.error();
            return badFen(e.message(), e.code(), tag);
        }
        Result<Position, PositionError> position = Position.of(setup.value());
        if (!position.isOk()) {
            PositionError e = position.error();
            return badFen(e.message(), e.code(), tag);
        }
        return Result.ok(position.value());
    }

    private static Result<Position, GameFault> badFen(String why, String detail, Tag tag) {
        return Result.err(new GameFault.SetupFault(FaultCode.BAD_FEN, detail,
                "bad starting position (" + detail + "): " + why, tag.line(), tag.column()));
    }
}
