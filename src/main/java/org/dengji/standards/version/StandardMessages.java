package org.dengji.standards.version;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import java.time.LocalDate;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.LintFinding;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.StandardStatus;
import org.dengji.standards.core.Track;

/**
 * Texts of the standards pages (and the section names the calculator shows); English in
 * {@code messages/stdmsg_en.properties}. Headings are those of 《国际象棋升级规则》 (第一条：等级称号和等级标准 …).
 */
@MessageBundle(value = "stdmsg", locale = "zh-CN")
public interface StandardMessages {

    @Message("等级标准")
    String standards_title();

    @Message("国家等级称号标准与业余等级标准：各版本的条文与审批权限。")
    String standards_intro();

    @Message("代码")
    String col_code();

    @Message("名称")
    String col_name();

    @Message("类别")
    String col_track();

    @Message("状态")
    String col_status();

    @Message("生效期")
    String col_effective();

    @Message("{#when track}{#is NATIONAL}国家等级称号{#is AMATEUR}业余等级{/when}")
    String track(Track track);

    @Message("{#when status}{#is DRAFT}草案{#is PUBLISHED}已发布{#is RETIRED}已废止{/when}")
    String status(StandardStatus status);

    @Message("{#if to}{from} 至 {to}{#else}{from} 起{/if}")
    String effective(LocalDate from, LocalDate to);

    @Message("版本")
    String version();

    @Message("依据版本")
    String based_on();

    @Message("全部标准")
    String back_to_list();

    @Message("草案：尚未发布，不是现行标准；只有管理员能看到。")
    String draft_banner();

    @Message("目录")
    String toc();

    @Message("第一条 等级称号和等级标准")
    String article1_national();

    @Message("等级称号和等级标准")
    String article1_amateur();

    @Message("{#when scope}{#is MEN}男子{#is WOMEN}女子{#is ALL}不分男女{/when}")
    String scope(GenderScope scope);

    @Message("""
            {#when scope}\
            {#is MEN}男子标准读公开组成绩；女子棋手在公开组达到男子标准同样有效。\
            {#is WOMEN}女子标准读女子组成绩，只适用于女子棋手。\
            {#is ALL}适用于所有棋手的各组成绩。\
            {/when}""")
    String scope_note(GenderScope scope);

    @Message("条款")
    String col_item();

    @Message("标准")
    String col_text();

    @Message("规定")
    String col_rule();

    @Message("称号")
    String col_title();

    @Message("批准")
    String col_approval();

    @Message("English")
    String col_other();

    @Message("男子")
    String col_men();

    @Message("女子")
    String col_women();

    @Message("第二条 评定技术等级称号的有关规定")
    String article2_national();

    @Message("有关规定")
    String article2_amateur();

    @Message("第三条 批准权限")
    String article3_national();

    @Message("授予")
    String article3_amateur();

    @Message("关于本标准")
    String about_title();

    @Message("来源：{text}")
    String about_source(String text);

    @Message("本系统采用的数值")
    String numbers_title();

    @Message("计算胜率的最少对局数：{games}局（弃权局不计）")
    String norm_min_games(int games);

    @Message("申请期限：比赛结束后{months}个月内")
    String window_months(int months);

    @Message("申报期限：比赛结束后{months}个月内")
    String claim_months(int months);

    @Message("国际性比赛中本标准规定的胜率（第二条（三））")
    String norm_rates();

    @Message("原文没有给出的数值（如最少对局数、申请期限、国际性比赛的胜率）是本系统采用的数值；主管部门另有规定的，以其规定为准。")
    String numbers_note();

    @Message("条款说明")
    String notes_title();

    @Message("“两次”“三次”")
    String repeats_label();

    @Message("指在不同的比赛中各达到一次。")
    String repeats_note();

    @Message("编辑记录（仅管理员可见）")
    String editors_title();

    @Message("来源记录：")
    String editors_source();

    @Message("解释记录")
    String editors_interpretations();

    @Message("标准检查")
    String lint_heading();

    @Message("未发现问题。")
    String lint_none();

    @Message("{#when code}{#is RANK_OVERLAP}名次重叠{#is RANK_GAP}名次空缺{#is UNMEETABLE_CLAUSE}无法达到{/when}")
    String lint_code(LintFinding.Code code);

    @Message("{#when section}{#is OPEN}公开组（男子）{#is WOMEN}女子组{/when}")
    String section(Section section);
}
