package org.dengji.registry.event;

import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether an event's time control (TRF 122, free text) is slow enough for the national rating. As FIDE's
 * Rating Regulations 1.1 reckon it, a game is assumed to last 60 moves: each player's time is the base time
 * plus 60 times the increment, and it must be at least 60 minutes.
 *
 * <p>Forms read: {@code 90'+30''}, {@code 90' + 30"}, {@code 90 min + 30 sec}, {@code 90 min/40 moves + 30 min
 * + 30 sec/move}, {@code 1h30}, {@code 90分+30秒}, {@code G/60}, {@code G60;d5}, and two bare numbers
 * {@code 5400+30} (seconds, as TRF 222 encodes it) or {@code 90+30} (a base up to 180 read as minutes, the
 * increment always as seconds). A text none of these fits says nothing: the event is then rated when it is
 * official, since the arbiter's file is not to block the rating of an official event.
 */
public final class RatedTimeControl {

    /** Each player's time for 60 moves must be at least this (FIDE Rating Regulations 1.1). */
    public static final int MINIMUM_SECONDS = 60 * 60;

    private static final int MOVES = 60;
    private static final int LARGEST_BASE_IN_MINUTES = 180;
    private static final Pattern BARE = Pattern.compile("(\\d+)(?:\\+(\\d+))?");
    private static final Pattern SUDDEN_DEATH = Pattern.compile("g/?(\\d+)(?:(?:;d|\\+)(\\d+))?");
    /** A number and its unit; a number of moves ({@code 40 moves}, {@code /40}) is left out by the caller. */
    private static final Pattern QUANTITY = Pattern.compile(
            "(\\d+)\\s*(moves|move|步|''|\"|′′|″|'|′|seconds|second|secs|sec|s|秒"
                    + "|minutes|minute|mins|min|m|分钟|分|hours|hour|h|小时)?");
    private static final Pattern HOURS_AND_MINUTES = Pattern.compile("(\\d+)\\s*h\\s*(\\d++)(?!\\s*[a-z'\"′″分秒])");

    private RatedTimeControl() {
    }

    /** Whether an event of this kind is rated at import. */
    public static boolean rated(boolean official, String timeControl) {
        if (!official) {
            return false;
        }
        OptionalInt seconds = secondsFor60Moves(timeControl);
        return seconds.isEmpty() || seconds.getAsInt() >= MINIMUM_SECONDS;
    }

    /** Each player's time for 60 moves, in seconds; empty when the text is none of the forms read. */
    public static OptionalInt secondsFor60Moves(String timeControl) {
        if (timeControl == null || timeControl.isBlank()) {
            return OptionalInt.empty();
        }
        String text = timeControl.strip().toLowerCase(Locale.ROOT);
        String compact = text.replaceAll("\\s+", "");
        Matcher bare = BARE.matcher(compact);
        if (bare.matches()) {
            long base = Long.parseLong(bare.group(1));
            long increment = bare.group(2) == null ? 0 : Long.parseLong(bare.group(2));
            return seconds(base <= LARGEST_BASE_IN_MINUTES ? base * 60 : base, increment);
        }
        Matcher suddenDeath = SUDDEN_DEATH.matcher(compact);
        if (suddenDeath.matches()) {
            long increment = suddenDeath.group(2) == null ? 0 : Long.parseLong(suddenDeath.group(2));
            return seconds(Long.parseLong(suddenDeath.group(1)) * 60, increment);
        }
        return withUnits(HOURS_AND_MINUTES.matcher(text).replaceAll("$1h $2min"));
    }

    /**
     * Every number with a unit: minutes and hours add to the base, seconds are the increment per move. A
     * number of moves, a number after {@code /} (moves per period) and a bare number are not times.
     */
    private static OptionalInt withUnits(String text) {
        Matcher m = QUANTITY.matcher(text);
        long base = 0;
        long increment = 0;
        boolean found = false;
        while (m.find()) {
            String unit = m.group(2);
            boolean afterSlash = m.start() > 0 && text.charAt(m.start() - 1) == '/';
            if (unit == null || afterSlash && !unit.startsWith("m") || unit.startsWith("move") || unit.equals("步")) {
                continue;
            }
            if (m.end() < text.length() && Character.isLetter(text.charAt(m.end())) && unit.length() == 1
                    && Character.isLetter(unit.charAt(0))) {
                return OptionalInt.empty(); // "5 mins" read as 5 m + "ins": a word this does not know
            }
            long n = Long.parseLong(m.group(1));
            switch (unit) {
                case "h", "hour", "hours", "小时" -> base += n * 3600;
                case "''", "\"", "′′", "″", "s", "sec", "secs", "second", "seconds", "秒" -> increment += n;
                default -> base += n * 60;
            }
            found = true;
        }
        return found ? seconds(base, increment) : OptionalInt.empty();
    }

    private static OptionalInt seconds(long base, long increment) {
        long total = base + MOVES * increment;
        return total > Integer.MAX_VALUE ? OptionalInt.of(Integer.MAX_VALUE) : OptionalInt.of((int) total);
    }
}
