package org.dengji.ratings.pages;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.importAndPublish;
import static org.dengji.registry.RegistryFixtures.provincialOpen;

import java.util.ArrayList;
import java.util.List;
import org.dengji.ratings.report.NationalRatingFiles;

/**
 * Rated events for the rating pages' tests, each marked with the test's tag so that a search for the tag finds
 * their players and nobody else's. The round robin of four (rated 2200, 2100, 2000 and 1900 in its file, the
 * third a woman) ends 12 June 2025: afterwards 2210, 2130, 1990 and 1870. Played again in August, the same
 * players (matched by name and birth date) get a second month.
 */
final class RatingEvents {

    private RatingEvents() {
    }

    /** The June round robin; its players' registration numbers in starting order. */
    static long roundRobinInJune(String tag) {
        return importAndPublish(NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag)), provincialOpen());
    }

    /** The same players in the same round robin, ending 12 August 2025. */
    static long roundRobinInAugust(String tag) {
        return importAndPublish(NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag).replace("25/06/", "25/08/")
                .replace("Round Robin " + tag, "Round Robin " + tag + " August")), provincialOpen());
    }

    /** The same round robin, not official: its games count for no rating. */
    static long unofficialRoundRobin(String tag) {
        return importAndPublish(NationalRatingFiles.sameAsFide(fixture("trf/round-robin.trf", tag)
                .replace("Round Robin " + tag, "Friendly " + tag)),
                provincialOpen().replace("official=true", "official=false"));
    }

    /**
     * One round of {@code players} players (an even number) rated 1600 upwards in the file, ending 1 June 2025:
     * each odd starting number beats the next, the winners ranked above the losers. Named {@code Crowd<tag>, P01} and so on.
     */
    static long crowd(String tag, int players) {
        List<String> lines = new ArrayList<>(List.of("012 Crowd " + tag, "052 2025/06/01"));
        for (int n = 1; n <= players; n++) {
            boolean white = n % 2 == 1;
            lines.add("001 %4d m    %-33s %4d %3s %11s %10s  %s %4d  %4d %s %s".formatted(n, "Crowd" + tag + ", P"
                    + "%02d".formatted(n), 1600 + 5 * n, "", "", "", white ? "1.0" : "0.0", white ? (n + 1) / 2 : players / 2 + n / 2, white ? n + 1 : n - 1,
                    white ? "w" : "b", white ? "1" : "0"));
        }
        lines.add("");
        return importAndPublish(NationalRatingFiles.sameAsFide(String.join("\n", lines)), provincialOpen());
    }

    /** The registration numbers of an event's players, in starting order. */
    static List<String> players(long event) {
        return given().when().get("/api/v1/events/" + event + "/standings").then().statusCode(200).extract().jsonPath()
                .getList("sort { it.startNumber }.registrationNo", String.class);
    }
}
