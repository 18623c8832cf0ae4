package org.dengji.registry.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of an event at the registrar's desk; English in {@code messages/deskmsg_en.properties}. */
@MessageBundle(value = "deskmsg", locale = "zh-CN")
public interface EventDeskMessages {

    @Message("将要公布的内容")
    String facts_draft();

    @Message("比赛信息")
    String facts();

    @Message("正式比赛：成绩可以作为称号的依据")
    String official_yes();

    @Message("非正式比赛：成绩不作为称号的依据")
    String official_no();

    @Message("性质")
    String official();

    @Message("日期")
    String dates();

    @Message("棋手")
    String players();

    @Message("{count} 名")
    String players_count(long count);

    @Message("对局")
    String games();

    @Message("{count} 局")
    String games_count(long count);

    @Message("导入时的提示（{count} 条）：")
    String warnings(int count);

    @Message("导入时没有提示。")
    String warnings_none();

    @Message("导出文件")
    String exports();

    @Message("FIDE TRF（含出生日期，仅供登记员使用）")
    String export_trf();

    @Message("CSV 成绩")
    String export_csv();

    @Message("PGN 对局")
    String export_pgn();

    @Message("公布…")
    String publish();

    @Message("锁定…")
    String lock();

    @Message("""
            {#when action}\
            {#is 'publish'}公布比赛\
            {#is 'lock'}锁定比赛\
            {/when}""")
    String confirm_title(String action);

    @Message("公布后，比赛和成绩对所有人公开；文件中的新棋手正式注册，成绩计入每名棋手的记录，可以作为称号申请的依据。")
    String publish_explain();

    @Message("锁定后，成绩即为最终成绩，不能再导入对局；此后只能通过写明原因的更正来修改成绩，每次更正都会留下记录。")
    String lock_explain();

    @Message("只有草稿可以公布，这场比赛现在的状态是：{status}。")
    String publish_not_possible(String status);

    @Message("只有已公布的比赛可以锁定，这场比赛现在的状态是：{status}。")
    String lock_not_possible(String status);

    @Message("""
            {#when action}\
            {#is 'publish'}我已核对以上内容，确认公布这场比赛\
            {#is 'lock'}我确认成绩为最终成绩，锁定这场比赛\
            {/when}""")
    String confirm_check(String action);

    @Message("请先勾选确认；比赛没有任何改动。")
    String confirm_missing();

    @Message("""
            {#when action}\
            {#is 'publish'}确认公布\
            {#is 'lock'}确认锁定\
            {/when}""")
    String confirm_submit(String action);

    @Message("返回，不作改动")
    String back();

    @Message("""
            {#when notice}\
            {#is 'PUBLISHED'}比赛已公布。\
            {#is 'LOCKED'}比赛已锁定。\
            {#is 'CORRECTED'}更正已保存。\
            {#is 'IMPORTED'}已导入。\
            {#is 'UNCHANGED'}这份文件已经导入过，没有任何改动。\
            {/when}""")
    String notice(String notice);

    @Message("更正成绩")
    String correction();

    @Message("锁定的比赛只能通过更正修改，并须写明原因。提交后先显示更正前后的对比，确认后才保存。")
    String correction_help();

    @Message("请选择棋手")
    String choose_player();

    @Message("名次不明时，名次和并列名次都留空。")
    String rank_help();

    @Message("查看更正前后")
    String preview();

    @Message("确认更正")
    String preview_title();

    @Message("更正前")
    String before();

    @Message("更正后")
    String after();

    @Message("保存更正")
    String confirm_correction();

    @Message("请更正以下内容：")
    String fix_errors();

    /** A field of the correction form by the label the form shows. */
    @Message("""
            {#when field}\
            {#is 'startNumber'}棋手\
            {#is 'rank'}名次\
            {#is 'rankTo'}并列名次至（可选）\
            {#is 'points'}积分\
            {#is 'games'}对局数\
            {#is 'gamePoints'}对局得分（按 1、½、0 计，可选）\
            {#is 'reason'}更正原因（必填）\
            {/when}""")
    String field(String field);

    /** A refusal of the correction, by its code (the form's own reading and the event's corrections). */
    @Message("""
            {#when code}\
            {#is 'VALUE_REQUIRED'}必须填写。\
            {#is 'INVALID_VALUE'}不是有效的数字。\
            {#is 'REASON_REQUIRED'}更正锁定的比赛必须写明原因。\
            {#is 'BAD_RANK'}名次须在 1 到棋手人数之间，并列名次不能在名次之前。\
            {#is 'BAD_GAMES'}对局数不能多于比赛的轮数。\
            {#is 'BAD_POINTS'}积分与对局数（以及弃权、轮空所得分数）不符。\
            {#is 'UNKNOWN_START_NUMBER'}这场比赛没有这个序号的棋手。\
            {#is 'DUPLICATE_START_NUMBER'}同一名棋手被更正了两次。\
            {#is 'EVENT_STATE'}比赛的状态已经改变，请返回比赛页面后重试。\
            {#else}无法保存：请检查填写的内容。\
            {/when}""")
    String problem(String code);

    @Message("更正记录")
    String history();

    @Message("还没有更正。")
    String history_none();

    @Message("更正人")
    String who();

    @Message("时间")
    String when();

    @Message("原因")
    String reason();

    @Message("内容")
    String change();

    @Message("名次 {rank}，积分 {points}，对局 {games}")
    String values(String rank, String points, String games);
}
