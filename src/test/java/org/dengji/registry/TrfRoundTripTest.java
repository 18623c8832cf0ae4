package org.dengji.registry;

import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.asRegistrar;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.postTrf;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.List;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Import then export: every record and every field read comes back in its columns, followed by a
 * {@code CHN} record per player with the registration number; the export imported again is the
 * same event ({@code unchanged}), and nobody is registered twice.
 */
@QuarkusTest
class TrfRoundTripTest {

    @Inject
    StaffFixtures staff;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
    }

    @ParameterizedTest
    @ValueSource(strings = {"trf/swiss-trf16.trf", "trf/swiss-trf26.trf", "trf/round-robin.trf"})
    void shouldExportTheLinesItImported(String path) {
        String file = fixture(path, tag());
        long id = postTrf(ZJ_REGISTRAR, file, "organisation=3300&category=OTHER&section=OPEN&official=false")
                .statusCode(201).extract().jsonPath().getLong("id");
        String exported = asRegistrar(ZJ_REGISTRAR).when().get("/api/v1/events/" + id + "/export.trf").then()
                .statusCode(200).extract().asString();
        List<String> written = lines(exported);
        List<String> players = written.stream().filter(l -> l.startsWith("CHN ")).toList();
        assertEquals(lines(file), written.subList(0, written.size() - players.size()));
        assertEquals(lines(file).stream().filter(l -> l.startsWith("001")).count(), players.size());
        players.forEach(l -> assertTrue(l.substring(57).strip().matches("CN\\d{8}"), l));
        postTrf(ZJ_REGISTRAR, exported, "organisation=3300&category=OTHER&section=OPEN&official=false")
                .statusCode(200).body("unchanged", org.hamcrest.Matchers.is(true))
                .body("id", org.hamcrest.Matchers.is((int) id));
    }

    /** Lines as fields are compared: trailing blanks and the line-end style do not count. */
    private static List<String> lines(String text) {
        return Arrays.stream(text.split("\r\n|\r|\n")).map(String::stripTrailing).filter(l -> !l.isEmpty())
                .map(l -> l.replace(" 0000 - Z", " 0000 - Z")).toList();
    }
}
