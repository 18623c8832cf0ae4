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
  * Where a game starts: the standard position, or the SetUp/FEN tags (PGN standard 9.7). Games of
  * another variant are refused as unsupported, never judged illegal.
  */
final class StartingPosition {
    /** Values of the Variant tag that mean ordinary chess (compared in lower case). */
    private static final Set<String> STANDARD =
            Set.of("", "standard", "chess", "normal", "classical", "rapid", "blitz", "from position");

    private StartingPosition() {}

    static Result<Position, GameFault> of(PgnGame game) {
        Optional<Tag> variant = game.tag("Variant");
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

    private static Result<Position, GameFault> fromFen(Tag tag) {
        Result<Setup, FenError> setup = Fen.parse(tag.value().trim());
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
