package org.dengji.standards.version;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.GenderScope;
import org.dengji.standards.core.LintFinding;
import org.dengji.standards.core.Section;
import org.dengji.standards.core.StandardStatus;
import org.dengji.standards.core.Track;

/** Texts of the standards and calculator pages; English in {@code messages/stdmsg_en.properties}. */
@MessageBundle(value = "stdmsg", locale = "zh-CN")
public interface StandardMessages {

    @Message("等级标准")
    String standards_title();

    @Message("国家等级称号标准与业余等级标准：各版本的条文、参数与审批权限。")
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

    @Message("版本")
    String version();

    @Message("依据版本")
    String based_on();

    @Message("来源")
    String source();

    @Message("全部标准")
    String back_to_list();

    @Message("第一条 等级标准")
    String article1_national();

    @Message("等级标准")
    String article1_amateur();

    @Message("{#when scope}{#is MEN}男子（公开组）{#is WOMEN}女子{#is ALL}不分男女{/when}")
    String scope(GenderScope scope);

    @Message("""
            {#when scope}\
            {#is MEN}男子标准读公开组成绩；女子棋手在公开组达到男子标准同样有效。\
            {#is WOMEN}女子标准读女子组成绩，只适用于女子棋手。\
            {#is ALL}适用于所有棋手的各组成绩。\
            {/when}""")
    String scope_note(GenderScope scope);

    @Message("（{times}次，须为不同比赛）")
    String times(int times);

    @Message("解释")
    String interpretation();

    @Message("须同时满足")
    String all_of();

    @Message("参数")
    String parameters();

    @Message("计算胜率的最少对局数")
    String norm_min_games();

    @Message("申请期限（月）")
    String window_months();

    @Message("国际性比赛中本标准规定的胜率（第二条(三)）")
    String norm_rates();

    @Message("第二条 一般规定")
    String article2_national();

    @Message("规定")
    String article2_amateur();

    @Message("第三条 审批权限")
    String article3_national();

    @Message("授予")
    String article3_amateur();

    @Message("""
            {#when level}{#is NATIONAL}国家级{#is ASSOCIATION}中国国际象棋协会{#is PROVINCIAL}省级{#is PREFECTURE}地市级\
            {#is COUNTY}县级{#is INDUSTRY}行业体协{#is PLAN_CITY}计划单列市{/when}""")
    String approver_level(OrganisationLevel level);

    @Message("可授权单位审批")
    String granted_units();

    @Message("报上一级备案")
    String filed_above();

    @Message("标准检查")
    String lint_heading();

    @Message("未发现问题。")
    String lint_none();

    @Message("{#when code}{#is RANK_OVERLAP}名次重叠{#is RANK_GAP}名次空缺{#is UNMEETABLE_CLAUSE}无法达到{/when}")
    String lint_code(LintFinding.Code code);

    @Message("{#when section}{#is OPEN}公开组（男子）{#is WOMEN}女子组{/when}")
    String section(Section section);
}
