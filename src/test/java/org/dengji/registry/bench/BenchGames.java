package org.dengji.registry.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The corpus's movetexts by result, handed out in turn to pairings with that result. */
final class BenchGames {

    private static final Pattern GAME = Pattern.compile("\\[Result \"(1-0|0-1|1/2-1/2)\"\\][^\\[]*?(?:\\[[^\\]]*\\]\\s*)*"
            + "\\s(1\\..+?(?:1-0|0-1|1/2-1/2))\\s", Pattern.DOTALL);

    private final Map<String, List<String>> pools = new HashMap<>();
    private final Map<String, Integer> next = new HashMap<>();

    BenchGames(String corpus) {
        Matcher m = GAME.matcher(corpus);
        while (m.find()) {
            String movetext = m.group(2).replaceAll("\\s+", " ").strip();
            if (!movetext.contains("{") && !movetext.contains("(")) {
                pools.computeIfAbsent(m.group(1), r -> new ArrayList<>()).add(movetext);
            }
        }
    }

    String movetext(String result) {
        List<String> pool = pools.get(result);
        int i = next.merge(result, 1, Integer::sum) - 1;
        return pool.get(i % pool.size());
    }
}
