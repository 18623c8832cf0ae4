package org.dengji.certification.application;

import io.quarkus.qute.i18n.Localized;
import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.common.i18n.Language;

/** An application's flags in words, in the language of a page or of the API (English). */
@ApplicationScoped
public class FlagWords {

    private final FlagMessages zh;
    private final FlagMessages en;

    public FlagWords(FlagMessages zh, @Localized("en") FlagMessages en) {
        this.zh = zh;
        this.en = en;
    }

    /** What {@code flag} says in {@code language}: the title in that language, the grounds as written. */
    public String of(ApplicationFlag flag, Language language) {
        FlagMessages words = language.pick(zh, en);
        String day = flag.raisedOn.toString();
        if (flag.cause != null) {
            return words.revoked(flag.cause.title.in(language.locale()), flag.cause.id, day, flag.grounds);
        }
        return words.corrected(flag.eventId, day, flag.grounds);
    }
}
