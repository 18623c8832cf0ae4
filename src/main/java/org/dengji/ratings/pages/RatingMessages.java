package org.dengji.ratings.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of the rating pages and of the rating on a player's page; English in {@code messages/ratemsg_en.properties}. */
@MessageBundle(value = "ratemsg", locale = "zh-CN")
public interface RatingMessages {

    @Message("全国等级分排名表")
    String list_title();

    @Message("每月一张排名表：棋手在该月底以前最后一次计算等级分的赛事之后的等级分，从高到低。公开组包括全部棋手。")
    String list_intro();

    @Message("月份")
    String period();

    @Message("姓名或注册号")
    String search();

    @Message("省份")
    String unit();

    @Message("全国")
    String unit_all();

    @Message("组别")
    String section();

    @Message("公开组")
    String section_open();

    @Message("女子组")
    String section_women();

    @Message("查看")
    String filter_button();

    @Message("下载本表（CSV，可用 Excel 打开）")
    String csv_link();

    @Message("共 {total} 名棋手，第 {page} / {pages} 页")
    String count(long total, int page, int pages);

    @Message("没有符合条件的棋手。")
    String none();

    @Message("还没有等级分排名表：尚未公布计算等级分的赛事。")
    String no_list();

    @Message("名次")
    String col_rank();

    @Message("注册号")
    String col_registration_no();

    @Message("姓名")
    String col_name();

    @Message("注册单位")
    String col_unit();

    @Message("等级分")
    String col_rating();

    @Message("对局数")
    String col_games();

    @Message("K 值")
    String col_k();

    @Message("上一页")
    String page_previous();

    @Message("下一页")
    String page_next();

    @Message("请修改查询条件：")
    String fix_errors();

    @Message("""
            {#when field}\
            {#is 'period'}月份\
            {#is 'q'}姓名或注册号\
            {#is 'unit'}省份\
            {#is 'section'}组别\
            {#is 'page'}页码\
            {#else}{field}\
            {/when}""")
    String field(String field);

    @Message("""
            {#when code}\
            {#is 'NOT_A_PERIOD'}应写成年和月，例如 2025-06。\
            {#is 'UNKNOWN_UNIT'}没有这个单位，请从列表中选择。\
            {#is 'UNKNOWN_SECTION'}只能是公开组或女子组。\
            {#is 'NOT_A_PAGE'}应为从 1 开始的整数。\
            {#is 'PAGE_OUT_OF_RANGE'}超出范围：这张表没有这么多页。\
            {#is 'TOO_LONG'}太长。\
            {#else}{code}\
            {/when}""")
    String error(String code);

    @Message("{year}年{month}月")
    String month(int year, int month);

    @Message("全国等级分")
    String national_rating();

    @Message("（{period}排名表）")
    String on_list_of(String period);

    @Message("暂无全国等级分")
    String no_rating();

    @Message("等级分变化")
    String history_title();

    @Message("逐月数据")
    String history_table();

    @Message("月份")
    String col_period();

    @Message("变化")
    String col_change();

    @Message("无等级分")
    String unrated();

    @Message("查看全国等级分排名表")
    String list_link();

    @Message("{name}的等级分变化")
    String chart_title(String name);

    @Message("{first}至{last}，共 {count} 个月有等级分：最低 {lowest}，最高 {highest}，最近 {latest}。")
    String chart_desc(String first, String last, int count, int lowest, int highest, int latest);

    @Message("等级分")
    String axis_rating();

    @Message("月份")
    String axis_period();

    @Message("本赛事的等级分报告")
    String report_link();

    @Message("本赛事不计算等级分。")
    String event_not_rated();

    @Message("等级分报告")
    String report_title();

    @Message("每名棋手：赛前等级分、K 值、有等级分的对手的平均等级分、期望得分、对这些对手的实际得分，以及等级分变化（保留一位小数；同一个月的变化合计后取整）。")
    String report_intro();

    @Message("返回赛事")
    String back_to_event();

    @Message("赛前等级分")
    String col_before();

    @Message("对手平均")
    String col_average();

    @Message("期望得分")
    String col_expected();

    @Message("得分")
    String col_score();

    @Message("赛前无等级分")
    String unrated_before();

    @Message("本赛事还没有等级分报告：赛事结束时没有生效的等级分规则。")
    String report_none();
}
