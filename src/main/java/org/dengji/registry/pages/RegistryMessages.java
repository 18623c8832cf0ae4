package org.dengji.registry.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of the registry's pages; Chinese here, English in {@code messages/regmsg_en.properties}. */
@MessageBundle(value = "regmsg", locale = "zh-CN")
public interface RegistryMessages {

    @Message("棋手查询")
    String search_title();

    @Message("输入姓名、拼音或注册号")
    String search_label();

    @Message("查询")
    String search_button();

    @Message("没有找到棋手。")
    String search_none();

    @Message("注册号可以省略开头的 CN 和 0，例如 CN00012345 可以输入 12345。")
    String search_hint();

    @Message("称号")
    String title_held();

    @Message("业余等级")
    String grade_held();

    @Message("注册号")
    String registration_no();

    @Message("姓名")
    String name();

    @Message("注册单位")
    String home_unit();

    @Message("已获称号")
    String titles_held();

    @Message("暂无")
    String none();

    @Message("依据已公布的成绩，可申请的最高称号：{title}")
    String qualifies(String title);

    @Message("依据已公布的成绩，尚未达到任何称号标准。")
    String qualifies_none();

    @Message("依据条款")
    String by_clause();

    @Message("依据成绩")
    String evidence();

    @Message("距离下一称号")
    String progress_title();

    @Message("参加的比赛")
    String events_title();

    @Message("比赛")
    String event();

    @Message("类别")
    String category();

    @Message("结束日期")
    String end_date();

    @Message("名次")
    String rank();

    @Message("积分")
    String points();

    @Message("局数")
    String games();

    @Message("未计入：")
    String set_aside();

    @Message("对局有误")
    String faulty_games();

    @Message("评定依据：")
    String evaluated_by();

    @Message("，评定日期 {date}。")
    String evaluated_on(String date);

    /** How far a title is, and by which clause: the brackets and their spacing are the language's. */
    @Message("{progress}（{clause}）")
    String progress_by(String progress, String clause);

    @Message("成绩")
    String standings();

    @Message("轮次表")
    String crosstable();

    @Message("对局")
    String games_title();

    @Message("第{round}轮")
    String round(int round);

    @Message("轮次")
    String round_column();

    @Message("台次")
    String board();

    @Message("白方")
    String white();

    @Message("黑方")
    String black();

    @Message("结果")
    String result();

    @Message("核验")
    String verdict();

    @Message("序号")
    String start_no();

    @Message("组别")
    String section();

    @Message("公开组")
    String section_open();

    @Message("女子组")
    String section_women();

    @Message("非正式比赛")
    String unofficial();

    @Message("城市")
    String city();

    @Message("状态")
    String status();

    @Message("第 {ply} 步（半回合）")
    String at_ply(int ply);

    @Message("开局")
    String start();

    @Message("上一步")
    String previous();

    @Message("下一步")
    String next();

    @Message("终局")
    String end();

    @Message("该对局有误：{message}")
    String fault(String message);

    @Message("出错的着法：{move}")
    String offending_move(String move);

    @Message("在此局面下，下一着为出错的着法。")
    String at_fault();

    @Message("最近公布的比赛")
    String recent_events();

    @Message("新近达到称号标准的棋手")
    String newly_qualified();

    @Message("演示数据：本站当前的棋手、比赛和对局均为演示用的虚构数据。")
    String demo_banner();

    @Message("比赛管理")
    String desk_title();

    @Message("导入 TRF 或 CSV 成绩")
    String import_title();

    @Message("文件")
    String file();

    @Message("格式")
    String format();

    @Message("主办单位")
    String organisation();

    @Message("正式比赛")
    String official();

    @Message("比赛名称（CSV）")
    String event_name();

    @Message("轮数（CSV）")
    String rounds();

    @Message("{count} 轮")
    String rounds_played(int count);

    @Message("称号赛特级大师胜率（如 0.7）")
    String rate_gm();

    @Message("称号赛大师胜率（如 0.6）")
    String rate_master();

    @Message("导入")
    String import_button();

    @Message("文件有 {count} 个错误，未导入任何内容：")
    String import_rejected(int count);

    @Message("另有 {count} 个错误未列出；请改正以上错误后重新导入。")
    String more_errors(int count);

    @Message("提示（{count} 条）：")
    String warnings_title(int count);

    @Message("查看草稿")
    String open_draft();

    @Message("新棋手的注册单位")
    String home_unit_new();

    @Message("与主办单位相同")
    String home_unit_default();

    @Message("文件写明共 {announced} 轮，但只有 {rounds} 轮完整的成绩。发布前请确认这是否为最终成绩。")
    String draft_incomplete(int announced, int rounds);

    @Message("积分按文件的计分方法计算：{system}")
    String points_system(String system);

    @Message("团体赛：棋手的个人名次仅供参考，不作为称号依据。")
    String team_event();

    @Message("对局分")
    String game_points();

    @Message("性别未登记的棋手")
    String sex_unknown_title();

    @Message("{count} 名棋手")
    String sex_unknown_count(int count);

    @Message("登记性别之前，无法评定这些棋手的称号。请点击姓名，在棋手的登记页面补录。")
    String sex_unknown_help();

    @Message("草稿：公开页面在公布之前只有您这样的登记员可以看到。")
    String draft_preview();

    @Message("第 {line} 行")
    String at_line(int line);

    @Message("第 {line} 行，第 {column} 列")
    String at_line_column(int line, int column);

    @Message("已导入。")
    String imported();

    @Message("这份文件已经导入过，没有任何改动。")
    String unchanged();

    @Message("导入对局（PGN）")
    String pgn_title();

    @Message("公布")
    String publish();

    @Message("锁定")
    String lock();

    @Message("疑似重复的棋手")
    String duplicates_title();

    @Message("新建的记录")
    String new_record();

    @Message("已有的记录")
    String existing_record();

    @Message("出生日期")
    String birth_date();

    @Message("合并")
    String merge();

    @Message("不是同一人")
    String dismiss();

    @Message("没有待处理的条目。")
    String duplicates_none();

    @Message("查看公开页面")
    String public_page();

    @Message("比赛列表")
    String events_list();

    @Message("图例")
    String legend_title();

    @Message("对 4 号棋手，执白，胜：每格依次为对手的序号、所执颜色和本轮得分。")
    String legend_cell();

    @Message("胜、和、负，指实际下了的对局。无论本赛事怎样计分，格中都按胜 1、和 ½、负 0 记。")
    String legend_results();

    @Message("执白、执黑。")
    String legend_colours();

    @Message("对手弃权，判本人胜；本人弃权，判负。弃权的一盘没有下，不算对局。")
    String legend_forfeits();

    @Message("本轮没有对手：轮空得 1 分，请假得半分，缺席不得分。")
    String legend_byes();

    @Message("姓名旁这样的红色数字，是该棋手的对局记录中有误的盘数。")
    String legend_faulty();

    @Message("按本赛事计分方法算出的总分，弃权胜和轮空所得也计入。")
    String legend_points();

    @Message("只计实际下了的对局，胜 1、和 ½、负 0；称号标准的得分率按对局分计算，所以对局分可能比积分少。")
    String legend_game_points();

    @Message("上一页")
    String page_previous();

    @Message("下一页")
    String page_next();

    @Message("第 {page} 页，共 {pages} 页")
    String page_of(int page, int pages);
}
