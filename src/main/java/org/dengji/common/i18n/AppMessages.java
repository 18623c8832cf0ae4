package org.dengji.common.i18n;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * The shared page texts: layout, navigation, home, login and errors. Chinese here is the default;
 * English lives in {@code messages/msg_en.properties}. Each feature keeps its own bundle.
 *
 * <p>The {@code messages/*.properties} files are read by Qute, not as Java properties: a value is the
 * rest of its line with the spaces at both ends dropped, {@code \n} is the only escape, and a
 * {@code \\uXXXX} escape is shown as written. Write every character as itself (the files are UTF-8)
 * and keep spaces inside a value; {@code MessageFilesTest} checks this.
 */
@MessageBundle(value = "msg", locale = "zh-CN")
public interface AppMessages {

    @Message("等级 · 国际象棋等级称号登记")
    String site_name();

    @Message("跳到正文")
    String skip_to_content();

    @Message("首页")
    String nav_home();

    @Message("棋手查询")
    String nav_players();

    @Message("组织机构")
    String nav_organisations();

    @Message("等级分")
    String nav_ratings();

    @Message("用户管理")
    String nav_users();

    @Message("比赛管理")
    String nav_registry();

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

    @Message("全国等级分排名表")
    String home_ratings();

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

    /** What went wrong, by the status of the answer: every error page says it in the reader's language. */
    @Message("""
            {#switch status}\
            {#case 400}请求无法处理：页面可能已过期，请重新打开页面后再试。\
            {#case 401}请登录后继续。\
            {#case 403}您的角色或管辖范围不允许此操作。\
            {#case 404}页面不存在。\
            {#case 405}这个地址不接受这种请求方式。请从页面上的链接或按钮进入。\
            {#case 406}无法以您要求的格式回答。\
            {#case 409}与当前的状态冲突：可能已有别人修改过。请重新打开页面再试。\
            {#case 413}请求过大。\
            {#case 414}地址太长。\
            {#case 415}请通过页面上的表单提交。\
            {#case 422}提交的内容无法处理。\
            {#case 429}登录失败次数过多，请稍候再试。\
            {#case 431}请求头过大：请清除本站的 Cookie 后再试。\
            {#else}服务器出了问题，不是您的错。请稍后再试。\
            {/switch}""")
    String error_status(int status);

    @Message("错误状态：{status}")
    String error_status_label(int status);

    @Message("返回首页")
    String error_back_home();

    /** Between the items of an inline list: from {@link Language#listSeparator()}, in every language. */
    @Message("{inject:ui.listSeparator}")
    String list_sep();

    /** After a label (单位代码：…, Unit code: …): from {@link Language#labelSeparator()}. */
    @Message("{inject:ui.labelSeparator}")
    String label_sep();

    /** Between the words of a sentence and a link inside it: from {@link Language#wordSeparator()}. */
    @Message("{inject:ui.wordSeparator}")
    String word_sep();
}
