package org.dengji.standards.eligibility;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of the "what would I get?" calculator; English in {@code messages/calcmsg_en.properties}. */
@MessageBundle(value = "calcmsg", locale = "zh-CN")
public interface CalculatorMessages {

    @Message("称号测算")
    String title();

    @Message("填写比赛成绩，测算按等级标准可以申请的等级称号。这只是测算，不是申请。")
    String intro();

    @Message("性别")
    String gender();

    @Message("男")
    String male();

    @Message("女")
    String female();

    @Message("标准")
    String standard();

    @Message("现行国家标准")
    String standard_default();

    @Message("持有的国际棋联称号")
    String foreign_titles();

    @Message("比赛成绩（空行不计）")
    String results();

    @Message("选择比赛类别后，只需填写该类比赛用到的内容：国家标准下，个人赛填名次，等级称号赛和国际性比赛填得分和对局数；业余标准下填得分和比赛轮数（业余等级赛另填级别）。其他内容不计入测算。")
    String results_hint();

    @Message("按性别（女子棋手为女子组）")
    String section_by_gender();

    @Message("第{n}项成绩")
    String row(int n);

    @Message("比赛名称（同名视为同一比赛，可不填）")
    String event();

    @Message("比赛类别")
    String category();

    @Message("请选择")
    String choose();

    @Message("组别")
    String section();

    @Message("名次")
    String rank();

    @Message("名次并列或不确定")
    String shared();

    @Message("非正式比赛")
    String unofficial();

    @Message("结束日期")
    String end_date();

    @Message("得分")
    String points();

    @Message("对局数（不含弃权）")
    String games();

    @Message("比赛轮数（满分）")
    String rounds();

    @Message("业余等级赛的级别")
    String level();

    @Message("等级称号赛规定的特级大师胜率（0–1）")
    String rate_gm();

    @Message("等级称号赛规定的大师胜率（0–1）")
    String rate_master();

    @Message("测算")
    String submit();

    @Message("测算结果")
    String answer();

    @Message("可申请的最高称号：{title}")
    String highest(String title);

    @Message("按这些成绩，尚未达到任何称号的标准。")
    String none();

    @Message("依据标准 {code}，按 {date} 测算。")
    String evaluated(String code, String date);

    @Message("向{body}申请（{reference}）。")
    String apply_to(String body, String reference);

    @Message("{filing}。")
    String filed(String filing);

    @Message("最迟申请日期：{date}。")
    String apply_by(String date);

    @Message("最迟于{date}申请")
    String clause_apply_by(String date);

    @Message("申请期限已于{date}截止")
    String clause_closed(String date);

    @Message("计入第{rows}项成绩")
    String by_results(String rows);

    @Message("不计入的成绩")
    String set_aside();

    @Message("第{n}项")
    String row_short(int n);

    @Message("请更正以下内容：")
    String fix_errors();

    @Message("""
            {#when field}\
            {#is GENDER}性别\
            {#is STANDARD}标准\
            {#is FOREIGN_TITLES}持有的国际棋联称号\
            {#is CATEGORY}比赛类别\
            {#is SECTION}组别\
            {#is RANK}名次\
            {#is SHARED}名次并列或不确定\
            {#is POINTS}得分\
            {#is GAMES}对局数\
            {#is ROUNDS}比赛轮数\
            {#is LEVEL}业余等级赛的级别\
            {#is RATE_GM}特级大师胜率\
            {#is RATE_MASTER}大师胜率\
            {#is UNOFFICIAL}非正式比赛\
            {#is EVENT}比赛名称\
            {#is END_DATE}结束日期\
            {#is FORM}表单\
            {/when}""")
    String field(InputField field);

    @Message("""
            {#when error}\
            {#is REQUIRED}必填\
            {#is GENDER}请选择性别\
            {#is CATEGORY}请选择比赛类别\
            {#is RANK}名次须为不小于1的整数\
            {#is GAMES}对局数须为不小于0的整数，且不多于比赛轮数\
            {#is ROUNDS}比赛轮数须为不小于1的整数；业余标准按得分÷满分（轮数）计算，须填写\
            {#is POINTS}得分须为不小于0的数，且不多于对局数和比赛轮数\
            {#is DATE}日期格式如 2025-06-30\
            {#is RATE}胜率须为0到1之间的小数，如0.6\
            {#is STANDARD}没有此标准\
            {#is VALUE}无效的选项\
            {/when}""")
    String error(FieldError error);
}
