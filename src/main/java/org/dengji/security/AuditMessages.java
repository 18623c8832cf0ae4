package org.dengji.security;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of the administrators' audit page; English in {@code messages/auditmsg_en.properties}. */
@MessageBundle(value = "auditmsg", locale = "zh-CN")
public interface AuditMessages {

    @Message("审计日志")
    String title();

    /** The link in the administrator's navigation. */
    @Message("审计日志")
    String nav();

    @Message("您管辖范围内的每一项更改：谁、何时、做了什么。最新的在前。")
    String intro();

    @Message("对象类型")
    String what();

    @Message("全部")
    String what_any();

    /** A kind of record, as the audit log names it. */
    @Message("""
            {#when subject}\
            {#is 'application'}称号申请\
            {#is 'certificate'}证书\
            {#is 'event'}比赛\
            {#is 'import'}成绩导入\
            {#is 'objection'}异议\
            {#is 'organisation'}组织机构\
            {#is 'player'}棋手\
            {#is 'rating_recomputation'}等级分重新计算\
            {#is 'rating_rules'}等级分规则\
            {#is 'standard'}等级标准\
            {#is 'user'}用户\
            {#else}{subject}\
            {/when}""")
    String subject(String subject);

    @Message("用户名")
    String who();

    @Message("起始日期")
    String from();

    @Message("截止日期")
    String to();

    @Message("筛选")
    String filter();

    @Message("时间")
    String col_time();

    @Message("人员")
    String col_person();

    @Message("操作")
    String col_action();

    @Message("对象")
    String col_what();

    @Message("说明")
    String col_note();

    @Message("系统")
    String system();

    @Message("没有符合条件的记录。")
    String none();

    @Message("共 {total} 条记录，第 {page} 页，共 {pages} 页")
    String count(long total, int page, int pages);

    @Message("上一页")
    String previous();

    @Message("下一页")
    String next();

    @Message("请修改筛选条件：")
    String fix_errors();

    /** A filter's name in an error, as its label says it. */
    @Message("""
            {#when field}\
            {#is 'what'}对象类型\
            {#is 'who'}用户名\
            {#is 'from'}起始日期\
            {#is 'to'}截止日期\
            {#is 'page'}页码\
            {#else}{field}\
            {/when}""")
    String field(String field);

    /** What is wrong with a filter, by the code {@link AuditFilter} gives it. */
    @Message("""
            {#when code}\
            {#is 'UNKNOWN_SUBJECT'}没有这种对象类型，请从列表中选择。\
            {#is 'NOT_A_DAY'}不是有效的日期，请按 2026-12-01 的格式填写。\
            {#is 'TO_BEFORE_FROM'}早于起始日期。\
            {#is 'NOT_A_PAGE'}须为 1 或更大的整数。\
            {#is 'TOO_LONG'}太长。\
            {#else}{code}\
            {/when}""")
    String error(String code);

    /** An action, as the audit log names it; an action this list does not know is shown as recorded. */
    @Message("""
            {#when action}\
            {#is 'USER_CREATED'}创建账户\
            {#is 'USER_UPDATED'}修改账户\
            {#is 'USER_DEACTIVATED'}停用账户\
            {#is 'USER_REACTIVATED'}重新启用账户\
            {#is 'USER_PASSWORD_RESET'}重设密码\
            {#is 'ORGANISATION_CREATED'}新增单位\
            {#is 'ORGANISATION_UPDATED'}修改单位\
            {#is 'STANDARD_DRAFT_CREATED'}创建标准草稿\
            {#is 'STANDARD_CLAUSE_UPDATED'}修改标准条款\
            {#is 'STANDARD_PARAMETERS_UPDATED'}修改标准参数\
            {#is 'STANDARD_SUPERSEDED'}标准被新版本取代\
            {#is 'STANDARD_PUBLISHED'}发布标准\
            {#is 'EVENT_IMPORTED'}导入比赛成绩\
            {#is 'EVENT_CORRECTED'}更正比赛成绩\
            {#is 'EVENT_DRAFT'}比赛退回草稿\
            {#is 'EVENT_PUBLISHED'}公布比赛\
            {#is 'EVENT_LOCKED'}锁定比赛\
            {#is 'GAMES_IMPORTED'}导入对局\
            {#is 'IMPORT_REFUSED'}拒绝导入\
            {#is 'PLAYER_MERGED'}合并棋手记录\
            {#is 'PLAYER_MERGE_UNDONE'}撤销合并\
            {#is 'DUPLICATE_DISMISSED'}排除重复记录\
            {#is 'PLAYER_MOVED'}变更所属单位\
            {#is 'PLAYER_CORRECTED'}更正棋手信息\
            {#is 'CERTIFICATE_ISSUED'}颁发证书\
            {#is 'CERTIFICATE_REVOKED'}撤销证书\
            {#is 'OBJECTION_LODGED'}提出异议\
            {#is 'OBJECTION_SUSTAINED'}异议成立\
            {#is 'OBJECTION_DISMISSED'}驳回异议\
            {#is 'APPLICATION_OPENED'}开立申请\
            {#is 'APPLICATION_SUBMIT'}提交申请\
            {#is 'APPLICATION_RECOMMEND'}推荐\
            {#is 'APPLICATION_RETURN'}退回申请\
            {#is 'APPLICATION_REJECT'}不予批准\
            {#is 'APPLICATION_START_NOTICE'}开始公示\
            {#is 'APPLICATION_POST_EVENT_NOTICE'}赛后公示\
            {#is 'APPLICATION_NOTICE_CLOSED'}公示期满\
            {#is 'APPLICATION_OBJECTION_SUSTAINED'}因异议成立不予批准\
            {#is 'APPLICATION_APPROVE'}批准\
            {#is 'APPLICATION_ACKNOWLEDGE_FILING'}确认备案\
            {#is 'APPLICATION_REVOKE'}撤销称号\
            {#else}{action}\
            {/when}""")
    String action(String action);

    /**
     * A note Dengji wrote (org.dengji.audit.AuditNote), with its arguments in order; a person's reason is
     * shown as written instead.
     */
    @Message("""
            {#when note}\
            {#is 'EVALUATED_ON'}依据 {first} 已公布的成绩评定\
            {#is 'PLACED_WITH_EVENT'}随比赛达标棋手一并公示\
            {#is 'NOTICE_OVER'}公示于 {first} 期满，无未处理的异议\
            {#is 'COPY_OF'}复制自 {first}\
            {#is 'CLAUSE'}条款 {first}\
            {#is 'SUPERSEDED_BY'}由 {first} 取代\
            {#is 'MOVED'}上级单位由 {first} 改为 {second}\
            {#is 'MERGED'}合并 {first}：自 {third} 移入 {second} 项成绩\
            {#is 'NOT_SAME_PLAYER'}与 {first} 不是同一棋手\
            {#is 'MERGE_UNDONE'}撤销合并 {first}：{second} 项成绩自 {third} 移回\
            {#is 'FILE'}{first} 文件，指纹 {second}\
            {#is 'IMPORT_ERRORS'}{first} 文件有 {second} 处错误\
            {#is 'FIRST_START'}首次启动时创建\
            {#is 'PASSWORD_SET'}由管理员设置密码\
            {#else}{note} {first} {second} {third}\
            {/when}""")
    String note(String note, String first, String second, String third);
}
