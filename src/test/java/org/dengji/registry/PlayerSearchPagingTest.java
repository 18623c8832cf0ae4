package org.dengji.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.TestTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.UUID;
import org.dengji.authority.Organisation;
import org.dengji.registry.player.Player;
import org.dengji.registry.player.PlayerService;
import org.dengji.standards.core.Gender;
import org.junit.jupiter.api.Test;

/**
 * A search reads its players a page at a time in the keys' order: where merged records take places on the first
 * page, the next page fills it, and the answer is the first fifty live players as the keys order them.
 */
@QuarkusTest
class PlayerSearchPagingTest {

    @Inject
    PlayerService players;

    @Test
    @TestTransaction
    void shouldFillThePageFromTheNextWhenMergedRecordsComeFirst() {
        String prefix = "Pagetest" + UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        List<Player> made = registered(prefix, 70);
        for (Player merged : made.subList(0, 12)) {
            merged.mergedInto = made.get(69);
        }
        Player.flush();

        List<Player> found = players.search(prefix.toLowerCase());

        assertEquals(made.subList(12, 62).stream().map(p -> p.registrationNo).toList(),
                found.stream().map(p -> p.registrationNo).toList());
    }

    @Test
    @TestTransaction
    void shouldAnswerFewerThanAPageWhenFewerMatch() {
        String prefix = "Fewtest" + UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        List<String> numbers = registered(prefix, 3).stream().map(p -> p.registrationNo).toList();
        Player.flush();

        assertEquals(numbers, players.search(prefix).stream().map(p -> p.registrationNo).toList());
    }

    /** {@code count} players named "{@code prefix} aa", "{@code prefix} ab" …, in the order of their names. */
    private List<Player> registered(String prefix, int count) {
        Organisation home = Organisation.<Organisation>find("unitCode", "0001").firstResult();
        Iterator<Long> ids = players.newIds(count);
        List<Player> made = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Player p = new Player();
            p.id = ids.next();
            p.registrationNo = Player.registrationNoOf(p.id);
            p.name(null, prefix + " " + (char) ('a' + i / 26) + (char) ('a' + i % 26));
            p.gender = Gender.MALE;
            p.homeUnit = home;
            p.createdAt = Instant.parse("2025-01-01T00:00:00Z");
            p.persist();
            made.add(p);
        }
        return made;
    }
}
