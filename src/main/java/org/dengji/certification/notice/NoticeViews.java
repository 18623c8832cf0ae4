package org.dengji.certification.notice;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.dengji.certification.application.ApplicationEvidence;
import org.dengji.certification.application.TitleApplication;
import org.dengji.common.i18n.Language;
import org.dengji.registry.player.PlayerName;

/** What the notice board shows, and what staff read of objections. */
public final class NoticeViews {

    private NoticeViews() {
    }

    /**
     * An application on public notice, as the public reads it: the player (both names, as the public
     * player page shows them), the title, the clause, the events, the approving unit and the notice's
     * days. Nothing private.
     */
    public record Notice(long id, String registrationNo, String name, String nameZh, String nameLatin, String title,
            String titleZh, String titleEn, String clauseReference, List<String> events, String approvingUnit,
            String approvingUnitZh, String approvingUnitEn, LocalDate noticeStartsOn, LocalDate lastDay) {

        public String title(Language language) {
            return language.pick(titleZh, titleEn);
        }

        public String approvingUnit(Language language) {
            return language.pick(approvingUnitZh, approvingUnitEn);
        }

        /** The player's names, for the board to show in its language. */
        public PlayerName playerName() {
            return new PlayerName(nameZh, nameLatin);
        }

        public static Notice of(TitleApplication a) {
            List<String> events = ApplicationEvidence.of(a).stream().map(x -> x.result.event.name).toList();
            return new Notice(a.id, a.player.registrationNo, a.player.displayName(), a.player.nameZh,
                    a.player.nameLatin, a.title.name(), a.title.zh(), a.title.en(), a.clauseReference, events,
                    a.approvingUnit.unitCode, a.approvingUnit.nameZh, a.approvingUnit.nameEn, a.noticeStartsOn,
                    a.noticeClosesOn.minusDays(1));
        }
    }

    /** The answer to the lodger: received, and nothing about anyone else's objections. */
    public record Lodged(long id, long application, String status, Instant lodgedAt) {
    }

    /** An objection as staff read it. */
    public record StaffObjection(long id, long application, String name, String contact, String text,
            Instant lodgedAt, String status, String decidedBy, Instant decidedAt, String decisionNote) {

        public static StaffObjection of(Objection o) {
            return new StaffObjection(o.id, o.application.id, o.name, o.contact, o.text, o.lodgedAt, o.status.name(),
                    o.decidedBy, o.decidedAt, o.decisionNote);
        }
    }
}
