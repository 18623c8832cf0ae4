package org.dengji.registry.player;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a player registered by an import, as the tables {@code player} and {@code player_search_key}
 * hold them: what Hibernate would write for the entity, for an importer that writes the new players of a
 * file in bulk, beside its results, instead of persisting them one by one (a file of new players wrote
 * fifteen search keys each, and every one went through the session). The columns follow {@link Player}'s
 * mapping; a new player has no title or grade yet, is merged into nobody and is at version 0.
 */
public final class PlayerRows {

    /** The columns of {@link #player}, in its order. */
    public static final List<String> PLAYER_COLUMNS = List.of("id", "registration_no", "name_zh", "name_latin",
            "name_latin_key", "gender", "birth_date", "home_unit_id", "fide_id", "fide_titles", "national_title",
            "amateur_grade", "merged_into_id", "record_version", "created_at", "version");

    /** The columns of each of {@link #searchKeys}' rows. */
    public static final List<String> SEARCH_KEY_COLUMNS = List.of("player_id", "search_key");

    private static final FideTitlesConverter TITLES = new FideTitlesConverter();

    private PlayerRows() {
    }

    /** The {@code player} row of {@code p}, a player made by {@link PlayerService#register} and not yet written. */
    public static Object[] player(Player p) {
        return new Object[] {p.id, p.registrationNo, p.nameZh, p.nameLatin, Player.latinNameKey(p.nameLatin), p.gender,
            p.birthDate, p.homeUnit.id, p.fideId, TITLES.convertToDatabaseColumn(p.fideTitles), p.nationalTitle,
            p.amateurGrade, null, p.recordVersion, p.createdAt, p.version};
    }

    /** The {@code player_search_key} rows of {@code p}: one per key a search finds them by. */
    public static List<Object[]> searchKeys(Player p) {
        List<Object[]> rows = new ArrayList<>(p.searchKeys.size());
        for (String key : p.searchKeys) {
            rows.add(new Object[] {p.id, key});
        }
        return rows;
    }
}
