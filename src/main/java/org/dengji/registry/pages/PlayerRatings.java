package org.dengji.registry.pages;

import org.dengji.common.i18n.Language;
import org.dengji.registry.player.Player;

/**
 * The player's national rating as their public page shows it. The rating feature answers: it reads the
 * registry's events, so the registry cannot read it and asks through this interface instead.
 */
public interface PlayerRatings {

    /** The player's rating and its history, the chart's words in {@code language}. */
    PlayerRating of(Player player, Language language);
}
