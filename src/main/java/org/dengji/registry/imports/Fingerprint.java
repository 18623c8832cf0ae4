package org.dengji.registry.imports;

import java.util.Comparator;
import org.dengji.common.Sha256;
import org.dengji.registry.event.Event;
import org.dengji.registry.event.SourceFormat;

/**
 * What makes two imports the same file: what the registry stores of it, not its bytes. The event's
 * facts and every player line as entered (name, sex, title, rating, federation, FIDE ID, birth date,
 * points, rank, rounds) go into a SHA-256, in starting-rank order; comments, column rulers, line
 * ends, spacing and the registration numbers an export adds do not. So the TRF that Dengji exports
 * imports again as the same event, and a file saved again by another program with other line ends
 * is recognised too.
 */
final class Fingerprint {

    private Fingerprint() {
    }

    static String of(SourceFormat format, StandingsFile file, Event draft) {
        StringBuilder text = new StringBuilder(64 * file.lines().size() + 256);
        text.append("v2|").append(format).append('|').append(draft.name).append('|').append(draft.city)
                .append('|').append(draft.startDate).append('|').append(draft.endDate).append('|')
                .append(draft.rounds).append('|').append(draft.timeControl).append('\n');
        file.lines().stream().sorted(Comparator.comparingInt(StandingsFile.Line::startNumber))
                .forEach(line -> line(text, line));
        return Sha256.hex(text.toString());
    }

    private static void line(StringBuilder text, StandingsFile.Line line) {
        StandingsFile.Entered in = line.entered();
        text.append(line.startNumber()).append('|').append(in.name()).append('|').append(in.sex()).append('|')
                .append(in.title()).append('|').append(in.rating()).append('|').append(in.federation()).append('|')
                .append(in.fideId()).append('|').append(in.birth()).append('|').append(line.points().toPlainString())
                .append('|').append(line.rankFrom()).append('-').append(line.rankTo()).append('|')
                .append(line.homeUnit());
        if (in.nationalRating() != null) {
            text.append("|national:").append(in.nationalRating());
        }
        for (StandingsFile.Cell c : line.cells()) {
            text.append('|').append(c.round()).append(':').append(c.opponent()).append(c.colour()).append(c.code().code());
        }
        if (line.cells().isEmpty()) {
            StandingsFile.Tally t = line.tally();
            text.append("|tally:").append(t.games()).append('/').append(t.wins()).append('/').append(t.draws())
                    .append('/').append(t.losses()).append('/').append(t.forfeitWins()).append('/')
                    .append(t.forfeitLosses()).append('/').append(t.byes());
        }
        text.append('\n');
    }
}
