package org.dengji.registry.pages;

import org.dengji.common.i18n.Language;

/**
 * What is wrong with a faulty game, in words a player reads: one sentence per fault code in each
 * language. The engine's own message (English, with the position in FEN) stays in the API for
 * arbiters; the page shows the position itself and the move at fault.
 */
final class FaultWords {

    private FaultWords() {
    }

    static String of(String code, Language language) {
        String[] words = switch (code == null ? "" : code) {
            case "PGN_SYNTAX" -> pair("棋谱的文本格式有误。", "The score's text is malformed.");
            case "GAME_TOO_LONG" -> pair("棋谱超过一局棋的长度上限，未能读完。",
                    "The score is longer than one game may be and was not read to its end.");
            case "UNSUPPORTED_VARIANT" -> pair("这不是标准国际象棋对局，未作核验。",
                    "This is not a game of standard chess and was not checked.");
            case "XIANGQI_NOT_CHESS" -> pair("这是中国象棋棋谱，不是国际象棋对局，未作核验。",
                    "This is a game of Chinese chess (xiangqi), not chess, and was not checked.");
            case "BAD_FEN" -> pair("棋谱给出的起始局面不合规则。", "The starting position given in the score is not legal.");
            case "NOTATION_SYNTAX" -> pair("有一步着法的记法无法识别。", "A move is written in a notation that cannot be read.");
            case "ILLEGAL_MOVE" -> pair("有一步着法在当时的局面下不合规则。", "A move is not legal in its position.");
            case "AMBIGUOUS_MOVE" -> pair("有一步着法有歧义：不止一个棋子能走这步棋。",
                    "A move is ambiguous: more than one piece can make it.");
            case "MISSING_PROMOTION" -> pair("兵到达底线，却没有注明升变为什么棋子。",
                    "A pawn reaches the last rank without saying what it becomes.");
            case "KING_PROMOTION" -> pair("兵不能升变为王。", "A pawn may not promote to a king.");
            case "UNEXPECTED_PROMOTION" -> pair("不是升变的着法却注明了升变的棋子。",
                    "A promotion is written for a move that does not promote.");
            case "NULL_MOVE" -> pair("棋谱记有空着，空着不是着法。", "The score records a null move, which is not a move.");
            case "MOVE_AFTER_MATE" -> pair("将杀已结束对局，其后却仍记有着法。",
                    "A move is recorded after checkmate ended the game.");
            case "MOVE_AFTER_STALEMATE" -> pair("逼和已结束对局，其后却仍记有着法。",
                    "A move is recorded after stalemate ended the game.");
            case "RESULT_CONTRADICTS_MATE" -> pair("记录的结果与终局的将杀不符。",
                    "The recorded result contradicts the final checkmate.");
            case "RESULT_CONTRADICTS_STALEMATE" -> pair("对局以逼和结束，却记为一方胜。",
                    "The game ended in stalemate but is recorded as a win.");
            case "RESULT_CONTRADICTS_DEAD_POSITION" -> pair("双方已无法将杀对方（死局），却记为一方胜。",
                    "Neither side could checkmate any more (a dead position), but the game is recorded as a win.");
            case "UNFINISHED_TERMINAL" -> pair("对局已按规则结束，却记为未完成（*）。",
                    "The game is recorded as unfinished (*), although the rules had ended it.");
            case "RESULT_TAG_MISMATCH" -> pair("棋谱开头记录的结果与着法之后的结果不一致。",
                    "The result in the score's header differs from the one after the moves.");
            case "RESULT_CONTRADICTS_STANDINGS" -> pair("对局的结果与成绩表记录的结果不符。",
                    "The game's result differs from the one recorded in the standings.");
            default -> pair("该对局未通过核验。", "The game did not pass the check.");
        };
        return language.pick(words[0], words[1]);
    }

    private static String[] pair(String zh, String en) {
        return new String[] {zh, en};
    }
}
