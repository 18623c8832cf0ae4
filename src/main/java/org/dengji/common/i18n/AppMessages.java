package org.dengji.common.i18n;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The shared page texts: layout, navigation, home, login and errors. Chinese here is the default;
 * English lives in {@code messages/msg_en.properties}. Each feature keeps its own bundle.
 */
@MessageBundle(value = "msg", locale = "zh-CN")
public interface AppMessages {

    @Message("等级 · 国际象棋等级称号登记")
    String site_name();

    @Message("跳到正文")
    String skip_to_content();

    @Message("首页")
    String nav_home();

    @Message("组织机构")
    String nav_organisations();

    @Message("用户管理")
    String nav_users();

    @Message("等级标准")
    String nav_standards();

    @Message("称号测算")
    String nav_eligibility();

    @Message("登录")
    String nav_login();

    @Message("退出")
    String nav_logout();

    @Message("已登录")
    String signed_in();

    @Message("国际象棋等级称号登记系统")
    String home_title();

    @Message("等级登记中国国际象棋的正式比赛成绩，依据国家和业余等级标准评定等级称号，并由有审批权限的体育部门审批。")
    String home_intro();

    @Message("棋手、家长和教练：查询棋手、证书和公示，无需登录。")
    String home_public();

    @Message("工作人员：登录后记录比赛、审核申请、审批等级称号。")
    String home_staff();

    @Message("登录")
    String login_title();

    @Message("用户名")
    String login_username();

    @Message("密码")
    String login_password();

    @Message("登录")
    String login_submit();

    @Message("用户名或密码错误，或账户已停用。")
    String login_failed();

    @Message("出错了")
    String error_title();

    @Message("请登录后继续。")
    String error_401();

    @Message("您的角色或管辖范围不允许此操作。")
    String error_403();

    @Message("页面不存在。")
    String error_404();

    @Message("返回首页")
    String error_back_home();

    @Message("代码")
    String error_code();

    /** Between the items of an inline list. */
    @Message("、")
    String list_sep();
}
