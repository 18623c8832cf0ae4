package org.dengji.ratings.pages;

import io.quarkus.qute.i18n.Localized;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.YearMonth;
import java.util.List;
import org.dengji.common.i18n.Language;
import org.dengji.ratings.report.RatingList;
import org.dengji.ratings.report.RatingReads;
import org.dengji.ratings.report.RatingViews;
import org.dengji.registry.pages.PlayerRating;
import org.dengji.registry.pages.PlayerRatings;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerName;

/**
 * The national rating on a player's public page: the rating the player's latest month reached, which stands on
 * every list since (the latest list is named), the months as a chart and as a table.
 */
@ApplicationScoped
public class PlayerRatingPanel implements PlayerRatings {

    private final RatingReads reads;
    private final RatingList list;
    private final RatingMessages zh;
    private final RatingMessages en;

    public PlayerRatingPanel(RatingReads reads, RatingList list, RatingMessages zh, @Localized("en") RatingMessages en) {
        this.reads = reads;
        this.list = list;
        this.zh = zh;
        this.en = en;
    }

    @Override
    public PlayerRating of(Player player, Language language) {
        List<RatingViews.Period> periods = reads.periods(player);
        if (periods.isEmpty()) {
            return new PlayerRating(null, null, null, List.of());
        }
        RatingMessages words = language.pick(zh, en);
        Integer current = periods.get(periods.size() - 1).rating();
        String latest = current == null ? null : list.latestPeriod().map(p -> month(p, words)).orElse(null);
        List<PlayerRating.Month> months = periods.stream().map(p -> new PlayerRating.Month(p.period(), p.rating(),
                p.games(), signed(p.change()))).toList();
        return new PlayerRating(current, latest, chart(periods, PlayerName.of(player).in(language), words), months);
    }

    private static String chart(List<RatingViews.Period> periods, String name, RatingMessages words) {
        List<RatingChart.Point> points = periods.stream().map(p -> new RatingChart.Point(YearMonth.parse(p.period()),
                p.rating())).toList();
        List<RatingViews.Period> rated = periods.stream().filter(p -> p.rating() != null).toList();
        if (rated.isEmpty()) {
            return null;
        }
        int lowest = rated.stream().mapToInt(RatingViews.Period::rating).min().orElseThrow();
        int highest = rated.stream().mapToInt(RatingViews.Period::rating).max().orElseThrow();
        String description = words.chart_desc(month(rated.get(0).period(), words),
                month(rated.get(rated.size() - 1).period(), words), rated.size(), lowest, highest,
                rated.get(rated.size() - 1).rating());
        return RatingChart.svg(points, new RatingChart.Words(words.chart_title(name), description, words.axis_rating(),
                words.axis_period()), "rating-chart");
    }

    /** A month in words: 2025年6月, June 2025. */
    static String month(String period, RatingMessages words) {
        YearMonth month = YearMonth.parse(period);
        return words.month(month.getYear(), month.getMonthValue());
    }

    /** A change with its sign: +10, -9, 0; null when there is none. */
    static String signed(Integer change) {
        return change == null ? null : change > 0 ? "+" + change : change.toString();
    }
}
