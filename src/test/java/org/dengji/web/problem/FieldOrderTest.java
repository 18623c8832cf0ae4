package org.dengji.web.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FieldOrderTest {

    @Test
    void shouldOrderPathsAsTheBodyReads() {
        List<String> fields = new ArrayList<>(List.of("results[10].rank", "results[2].points", "gender",
                "results[2].games", "results[100].rank", "foreignTitles[1]", "results"));
        fields.sort(FieldOrder.INSTANCE);
        assertEquals(List.of("foreignTitles[1]", "gender", "results", "results[2].games", "results[2].points",
                "results[10].rank", "results[100].rank"), fields);
    }
}
