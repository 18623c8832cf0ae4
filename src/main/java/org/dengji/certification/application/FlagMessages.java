package org.dengji.certification.application;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * What an application's flags say; Chinese here, English in {@code messages/flagmsg_en.properties}, which
 * is also the API's. A flag stores what happened (the revoked application or the corrected event, the
 * day, the grounds) and {@link FlagWords} says it in the reader's language; the grounds are a person's
 * words and are quoted as they were written.
 */
@MessageBundle(value = "flagmsg", locale = "zh-CN")
public interface FlagMessages {

    /** A title that the application may rest on was revoked. */
    @Message("所依据的{title}称号（申请 {application}）已于 {day} 撤销{#if grounds}：{grounds}{/if}")
    String revoked(String title, long application, String day, String grounds);

    /** An event the application cites was corrected after the application was opened. */
    @Message("比赛 {event} 于 {day} 更正，晚于本申请的提交{#if grounds}：{grounds}{#else}。{/if}")
    String corrected(long event, String day, String grounds);
}
