package org.dengji.registry;

import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.duel;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.provincialOpen;

import io.quarkus.narayana.jta.QuarkusTransaction;
import org.dengji.registry.player.Player;
import org.dengji.standards.core.Title;

/**
 * Two players of one name, 王浩 with the test's tag and the same pinyin: one registered in Zhejiang by
 * a Zhejiang event, holding a first-class title and a candidate master grade, the other in Beijing by
 * a Beijing event, holding nothing. Nothing but the home unit and the titles tells them apart.
 *
 * @param zhejiangEvent the Zhejiang event, whose crosstable holds the Zhejiang player
 */
public record Namesakes(String nameZh, String nameLatin, String zhejiang, String beijing, long zhejiangEvent) {

    /** Registers the pair through two imports, the caller's staff ensured ({@link RegistryFixtures#ensureStaff}). */
    public static Namesakes register(String tag) {
        String written = "王浩" + tag + " Wang Hao" + tag;
        long zjEvent = importEvent(ZJ_REGISTRAR, "Namesakes ZJ " + tag, written, "Other, Z" + tag, provincialOpen());
        long bjEvent = importEvent(BJ_REGISTRAR, "Namesakes BJ " + tag, written, "Other, B" + tag,
                "organisation=1100&category=PROVINCIAL_INDIVIDUAL&section=OPEN&official=true");
        String zhejiang = firstOf(zjEvent);
        QuarkusTransaction.requiringNew().run(() -> {
            Player p = Player.<Player>find("registrationNo", zhejiang).firstResult();
            p.nationalTitle = Title.FIRST_CLASS;
            p.amateurGrade = Title.AMATEUR_CANDIDATE_MASTER;
        });
        return new Namesakes("王浩" + tag, "Wang Hao" + tag, zhejiang, firstOf(bjEvent), zjEvent);
    }

    private static long importEvent(String registrar, String event, String first, String second, String query) {
        long id = postTrf(registrar, duel(event, first, "", second), query).statusCode(201).extract().jsonPath()
                .getLong("id");
        asRegistrar(registrar).when().post("/api/v1/events/" + id + "/publish").then().statusCode(200);
        return id;
    }

    private static String firstOf(long event) {
        return asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/events/" + event + "/standings").then().statusCode(200)
                .extract().jsonPath().getString("find { it.startNumber == 1 }.registrationNo");
    }
}
