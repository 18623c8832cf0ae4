package org.dengji.registry.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.dengji.standards.core.Gender;

/** Texts of the registrar's player page and its correction form; English in {@code messages/corrmsg_en.properties}. */
@MessageBundle(value = "corrmsg", locale = "zh-CN")
public interface CorrectionMessages {

    @Message("棋手登记信息")
    String title();

    @Message("当前登记信息")
    String current_title();

    @Message("中文姓名")
    String name_zh();

    @Message("拼音或外文姓名")
    String name_latin();

    @Message("性别")
    String sex();

    @Message("""
            {#when sex}\
            {#is MALE}男\
            {#is FEMALE}女\
            {/when}""")
    String sex_of(Gender sex);

    @Message("未登记")
    String sex_unknown();

    @Message("性别未登记：登记之前，无法评定这名棋手的称号。")
    String sex_unknown_help();

    @Message("出生日期")
    String birth_date();

    @Message("出生日期不公开，只有本辖区的登记员可以看到。")
    String birth_date_private();

    @Message("FIDE ID")
    String fide_id();

    @Message("无")
    String none();

    @Message("还没有比赛成绩。")
    String events_none();

    @Message("更正登记信息")
    String form_title();

    @Message("清空一个姓名即删除该姓名，但至少保留一个姓名。")
    String names_hint();

    @Message("留空即删除 FIDE ID。")
    String fide_id_hint();

    @Message("更正原因（可选，最多500字）")
    String reason();

    @Message("保存更正")
    String save();

    @Message("请更正以下内容：")
    String fix_errors();

    /** A field of the correction form by the label the form shows. */
    @Message("""
            {#when field}\
            {#is 'nameZh'}中文姓名\
            {#is 'nameLatin'}拼音或外文姓名\
            {#is 'gender'}性别\
            {#is 'birthDate'}出生日期\
            {#is 'homeUnit'}注册单位\
            {#is 'fideId'}FIDE ID\
            {#is 'reason'}更正原因\
            {/when}""")
    String field(String field);

    /** A refusal of the correction, by its code (PlayerCorrections and the form's own reading). */
    @Message("""
            {#when code}\
            {#is 'NAME_REQUIRED'}至少要保留一个姓名（中文或拼音）。\
            {#is 'FIDE_ID_TAKEN'}另一名棋手已登记了这个 FIDE ID。\
            {#is 'UNKNOWN_ORGANISATION'}没有这个单位。\
            {#is 'CONCURRENT_CHANGE'}在您编辑期间，其他人更改了这名棋手的信息。上方显示的是最新的登记信息；请核对后重新提交。\
            {#is 'NOTHING_TO_CORRECT'}没有填写任何要更正的内容。\
            {#is 'INVALID_VALUE'}不是有效的值。\
            {#else}无法保存：请检查填写的内容。\
            {/when}""")
    String problem(String code);

    @Message("""
            {#when notice}\
            {#is 'SAVED'}更正已保存。\
            {#is 'UNCHANGED'}没有改动：提交的信息与当前登记信息相同。\
            {/when}""")
    String notice(String notice);
}
