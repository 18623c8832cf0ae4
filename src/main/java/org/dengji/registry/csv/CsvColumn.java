package org.dengji.registry.csv;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The columns of a CSV standings file. The header names them, in English or in Chinese, in any
 * order; {@code name_zh} or {@code name_latin}, {@code points} and {@code games} are required.
 *
 * <table>
 *   <caption>Columns</caption>
 *   <tr><th>column</th><th>also</th><th>what</th></tr>
 *   <tr><td>rank</td><td>名次</td><td>final place, {@code 5}; a shared place {@code 5-8}; blank: unknown</td></tr>
 *   <tr><td>start_no</td><td>序号</td><td>starting rank; default: the row's position</td></tr>
 *   <tr><td>registration_no</td><td>注册号</td><td>the Dengji registration number, where known</td></tr>
 *   <tr><td>fide_id</td><td>FIDE ID</td><td>blank or 0: none</td></tr>
 *   <tr><td>name_zh</td><td>姓名</td><td>name in Chinese</td></tr>
 *   <tr><td>name_latin</td><td>拼音</td><td>name in pinyin or Latin letters</td></tr>
 *   <tr><td>gender</td><td>性别</td><td>M/F, 男/女; blank: unknown, completed by a registrar</td></tr>
 *   <tr><td>birth_date</td><td>出生日期</td><td>YYYY-MM-DD or YYYY/MM/DD; private, never shown publicly</td></tr>
 *   <tr><td>points</td><td>积分</td><td>total points, e.g. 6.5</td></tr>
 *   <tr><td>games</td><td>局数</td><td>games played (forfeits and byes are not games)</td></tr>
 *   <tr><td>wins, draws, losses</td><td>胜, 和, 负</td><td>of the games played</td></tr>
 *   <tr><td>forfeit_wins, forfeit_losses, byes</td><td>弃权胜, 弃权负, 轮空</td><td>default 0</td></tr>
 *   <tr><td>unit</td><td>注册单位</td><td>the unit code a new player is registered at; default: the import's</td></tr>
 *   <tr><td>national_rating</td><td>国家等级分</td><td>the starting national rating; blank or 0: none</td></tr>
 *   <tr><td>fide_rating</td><td>FIDE等级分</td><td>the FIDE rating, kept beside it; blank or 0: none</td></tr>
 * </table>
 */
enum CsvColumn {
    RANK("rank", "名次"),
    START_NO("start_no", "序号"),
    REGISTRATION_NO("registration_no", "注册号"),
    FIDE_ID("fide_id", "fide id"),
    NAME_ZH("name_zh", "姓名"),
    NAME_LATIN("name_latin", "拼音"),
    GENDER("gender", "性别"),
    BIRTH_DATE("birth_date", "出生日期"),
    POINTS("points", "积分"),
    GAMES("games", "局数"),
    WINS("wins", "胜"),
    DRAWS("draws", "和"),
    LOSSES("losses", "负"),
    FORFEIT_WINS("forfeit_wins", "弃权胜"),
    FORFEIT_LOSSES("forfeit_losses", "弃权负"),
    BYES("byes", "轮空"),
    UNIT("unit", "注册单位"),
    NATIONAL_RATING("national_rating", "国家等级分"),
    FIDE_RATING("fide_rating", "fide等级分");

    private final String name;
    private final String alias;

    CsvColumn(String name, String alias) {
        this.name = name;
        this.alias = alias;
    }

    String header() {
        return name;
    }

    static Optional<CsvColumn> named(String header) {
        String h = header.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(c -> c.name.equals(h) || c.alias.equals(h)).findFirst();
    }

    static List<CsvColumn> exported() {
        return List.of(RANK, START_NO, REGISTRATION_NO, NAME_ZH, NAME_LATIN, GENDER, FIDE_ID, POINTS, GAMES, WINS,
                DRAWS, LOSSES, FORFEIT_WINS, FORFEIT_LOSSES, BYES);
    }
}
