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

    @Message("您的异议已收到，审核人员将予以核实。")
    String lodged();

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
}
