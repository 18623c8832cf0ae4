package org.dengji.certification.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.dengji.certification.application.TransitionAction;

/** Texts of the certification pages; Chinese here, English in {@code messages/cpmsg_en.properties}. */
@MessageBundle(value = "cpmsg", locale = "zh-CN")
public interface CertificationMessages {

    @Message("称号申请")
    String queues_title();

    @Message("""
            {#when key}\
            {#is 'drafts'}草稿\
            {#is 'review'}待审核\
            {#is 'notice'}公示中\
            {#is 'approval'}待本单位审批\
            {#is 'filing'}待本单位备案\
            {/when}""")
    String queue(String key);

    @Message("{count} 件")
    String count(int count);

    @Message("暂无")
    String none();

    @Message("新建申请")
    String open_title();

    @Message("注册号")
    String registration_no();

    @Message("称号")
    String title();

    @Message("新建")
    String open_button();

    @Message("棋手")
    String player();

    @Message("状态")
    String status();

    @Message("申请 {id}")
    String application_title(long id);

    @Message("审批单位")
    String approving_unit();

    @Message("备案单位")
    String filing_unit();

    @Message("依据条款")
    String clause();

    @Message("标准版本")
    String standard();

    @Message("申请截止日")
    String last_day();

    @Message("公示期")
    String notice_period();

    @Message("退回理由")
    String returned_note();

    @Message("证书")
    String certificate();

    @Message("需复核")
    String flags();

    @Message("评定说明")
    String explanation();

    @Message("已达到")
    String met();

    @Message("本申请所依据")
    String cited();

    @Message("依据成绩")
    String evidence();

    @Message("赛事")
    String event();

    @Message("名次")
    String rank();

    @Message("结束日期")
    String end_date();

    @Message("对局及其校验")
    String games_title();

    @Message("轮次")
    String round();

    @Message("白方")
    String white();

    @Message("黑方")
    String black();

    @Message("结果")
    String result();

    @Message("校验")
    String check();

    @Message("有误")
    String faulty();

    @Message("经过")
    String history();

    @Message("时间")
    String at();

    @Message("经办人")
    String actor();

    @Message("操作")
    String action_column();

    @Message("说明")
    String note();

    @Message("""
            {#when action}\
            {#is SUBMIT}提交\
            {#is RECOMMEND}推荐\
            {#is RETURN}退回\
            {#is REJECT}不予批准\
            {#is START_NOTICE}开始公示\
            {#is APPROVE}批准\
            {#is ACKNOWLEDGE_FILING}确认备案\
            {#is REVOKE}撤销\
            {/when}""")
    String action(TransitionAction action);

    /** A step of the history, as the audit log names it (the actions, and the steps no one chose). */
    @Message("""
            {#when step}\
            {#is 'OPENED'}开立申请\
            {#is 'SUBMIT'}提交\
            {#is 'RECOMMEND'}推荐\
            {#is 'RETURN'}退回\
            {#is 'REJECT'}不予批准\
            {#is 'START_NOTICE'}开始公示\
            {#is 'POST_EVENT_NOTICE'}赛后公示\
            {#is 'NOTICE_CLOSED'}公示期满\
            {#is 'OBJECTION_SUSTAINED'}异议成立\
            {#is 'APPROVE'}批准\
            {#is 'ACKNOWLEDGE_FILING'}确认备案\
            {#is 'REVOKE'}撤销\
            {#else}{step}\
            {/when}""")
    String step(String step);

    @Message("公示")
    String notices_title();

    @Message("以下称号授予正在公示。对公示对象有异议的，可在公示期内提出，须写明姓名和联系方式。")
    String notices_intro();

    @Message("目前没有正在公示的称号。")
    String notices_none();

    @Message("公示至 {date}")
    String notice_until(String date);

    @Message("提出异议")
    String object_button();

    @Message("姓名")
    String objector_name();

    @Message("联系方式")
    String contact();

    @Message("异议内容")
    String objection_text();

    @Message("您的异议已收到，编号 {reference}，审核人员将予以核实。")
    String lodged(String reference);

    @Message("称号授予统计")
    String dashboard_title();

    @Message("年份")
    String year();

    @Message("单位")
    String unit();

    @Message("授予数")
    String granted();

    @Message("赛后公示")
    String post_event_title();

    @Message("比赛成绩锁定后，本单位管辖范围内注册、在该比赛中达到标准的棋手一并进入公示；在其他单位注册的棋手由其注册单位公示。")
    String post_event_intro();

    @Message("比赛编号")
    String event_no();

    @Message("公示达标棋手")
    String post_event_button();

    @Message("比赛：")
    String post_event_event();

    @Message("已进入公示")
    String placed_title();

    @Message("未进入公示")
    String not_placed_title();

    @Message("原因")
    String reason();

    /** Why a qualifier was not placed on notice, by the code the API gives. */
    @Message("""
            {#when code}\
            {#is 'OUTSIDE_JURISDICTION'}在其他单位注册，由其注册单位公示\
            {#is 'RESULT_ALREADY_USED'}该成绩已用于另一份同类申请\
            {#is 'TITLE_ALREADY_HELD'}已有该称号或更高的称号\
            {#is 'PLAYER_BARRED'}因提供虚假材料被撤销称号，尚在不得申请的期限内\
            {#is 'NO_APPROVAL_RULE'}没有审批该称号的单位\
            {#is 'NO_APPROVING_AUTHORITY'}没有审批该称号的单位\
            {#else}不能公示（{code}）\
            {/when}""")
    String not_placed(String code);

    @Message("证书打印")
    String certificate_print();

    @Message("姓名中有 {count} 个字符无法印在证书上：")
    String unprintable(int count);

    @Message("称号申请")
    String nav_applications();

    @Message("公示")
    String nav_notices();

    @Message("可办理的操作")
    String actions_title();

    @Message("（必填）")
    String required();

    @Message("（选填）")
    String optional();

    @Message("""
            {#when action}\
            {#is APPROVE}我已核对申请材料，确认批准授予该称号\
            {#is REVOKE}我已核对撤销理由，确认撤销该称号\
            {#else}我确认\
            {/when}""")
    String confirm(TransitionAction action);

    @Message("因提供虚假材料撤销（该棋手在规定年限内不得再申请）")
    String false_materials();

    @Message("这一步未能办理")
    String refusal_title();

    /** Why a step was refused, by the code the API gives: what the person can do about it. */
    @Message("""
            {#when code}\
            {#is 'NOTE_REQUIRED'}这一步须在“说明”中写明理由。\
            {#is 'NOTE_TOO_LONG'}说明最多 1000 字。\
            {#is 'CONFIRMATION_REQUIRED'}请勾选确认后再提交。\
            {#is 'WRONG_ROLE'}您的账户角色不办理这一步。\
            {#is 'OUT_OF_JURISDICTION'}该棋手不在本单位管辖范围内。\
            {#is 'TITLE_NOT_IN_AUTHORITY'}本单位不是该称号的审批（或备案）单位。\
            {#is 'NOT_FILED'}该称号的批准不需备案。\
            {#is 'WRONG_STAGE'}申请已到另一阶段，这一步由另一单位办理。\
            {#is 'OBJECTION_OPEN'}公示期间有尚未处理的异议，须先认定异议成立或不成立。\
            {#is 'NOTICE_RUNNING'}申请正在公示，公示期满后方可审批。\
            {#is 'APPLICATION_STATE'}申请当前的状态不允许这一步，可能已由他人办理，请刷新页面。\
            {#is 'WINDOW_CLOSED'}所依据的成绩已超过申请期限。\
            {#is 'APPLICATION_CHANGED'}申请刚刚被他人办理，请刷新页面后再试。\
            {#is 'OBJECTION_DECIDED'}该异议已处理。\
            {#is 'MISSING_FIELD'}请填写必填项。\
            {#is 'UNKNOWN_OUTCOME'}请选择异议成立或不成立。\
            {#is 'NOT_QUALIFIED'}该棋手已公布的成绩未达到所选称号的任何一条标准：\
            {#is 'TITLE_ALREADY_HELD'}该棋手已有这一称号或更高的称号。\
            {#is 'RESULT_ALREADY_USED'}所依据的成绩已用于另一份同类申请。\
            {#is 'PLAYER_NOT_FOUND'}本单位管辖范围内没有这个注册号的棋手。\
            {#is 'PLAYER_BARRED'}该棋手因提供虚假材料被撤销称号，尚在不得申请的期限内。\
            {#is 'NO_APPROVING_AUTHORITY'}没有审批该称号的单位。\
            {#is 'UNKNOWN_TITLE'}请从列表中选择称号。\
            {#else}这一步未能办理，请核对后重试。\
            {/when}""")
    String refusal(String code);

    @Message("异议")
    String objections_title();

    @Message("异议 {id} 号")
    String objection_no(long id);

    @Message("""
            {#when status}\
            {#is 'OPEN'}待处理\
            {#is 'SUSTAINED'}异议成立\
            {#is 'DISMISSED'}异议不成立\
            {#else}{status}\
            {/when}""")
    String objection_status(String status);

    @Message("处理意见")
    String decision_note();

    @Message("异议成立（不予批准）")
    String sustain();

    @Message("异议不成立")
    String dismiss();

    @Message("""
            {#when field}\
            {#is 'q'}棋手一栏最多 100 个字。\
            {#is 'title'}没有这个称号。\
            {#is 'unit'}单位代码是四位数字。\
            {#is 'from'}起始日期应写作 2025-07-01 这样的格式。\
            {#is 'to'}截止日期应写作 2025-07-31 这样的格式。\
            {#is 'sort'}没有这种排序。\
            {#is 'page'}页码应为正整数。\
            {#is 'queue'}没有这个队列，已显示第一个有待办事项的队列。\
            {#else}有一项无法识别。\
            {/when}""")
    String filter_error(String field);

    @Message("棋手（姓名或注册号）")
    String filter_player();

    @Message("全部")
    String all();

    @Message("国家等级称号")
    String national_titles();

    @Message("业余等级称号")
    String amateur_grades();

    @Message("审批单位代码")
    String filter_unit();

    @Message("申请日期自")
    String filter_from();

    @Message("至")
    String filter_to();

    @Message("排序")
    String sort();

    @Message("""
            {#when sort}\
            {#is 'OLDEST'}最早的在前\
            {#is 'PLAYER'}按注册号\
            {#else}最新的在前\
            {/when}""")
    String sort_by(String sort);

    @Message("筛选")
    String filter_button();

    @Message("申请日期")
    String opened_on();

    @Message("公示截止")
    String notice_last_day();

    @Message("上一页")
    String previous();

    @Message("下一页")
    String next();

    @Message("第 {page} 页，共 {pages} 页")
    String page_of(int page, int pages);

    /** The notice period as the public board states it: the first and the last day objections are taken. */
    @Message("{first} 至 {last}（含）")
    String notice_days(String first, String last);

    /** The note of a step the registry took by itself, in the reader's language. */
    @Message("""
            {#when step}\
            {#is 'NOTICE_CLOSED'}公示期满，无未处理的异议\
            {#is 'POST_EVENT_NOTICE'}随比赛达标棋手一并公示\
            {#is 'OPENED'}按开立当日已公布的成绩评定\
            {#else}\
            {/when}""")
    String system_note(String step);

    /** A remark in brackets after what it remarks on, with the brackets of the page's language. */
    @Message("（{text}）")
    String bracketed(String text);

    /** A label and its value, with the colon of the page's language. */
    @Message("{label}：{value}")
    String labelled(String label, String value);

    /** Who took a step the calendar took: nobody. */
    @Message("（公示期满自动转入）")
    String by_calendar();

    @Message("撤销原因")
    String revoked_for();
}
