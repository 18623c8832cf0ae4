package org.dengji.security;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import org.dengji.common.Role;

/** Texts of the user administration pages; English in {@code messages/usermsg_en.properties}. */
@MessageBundle(value = "usermsg", locale = "zh-CN")
public interface UserMessages {

    @Message("用户管理")
    String title();

    @Message("您管辖范围内的工作人员账户。")
    String intro();

    @Message("用户名")
    String username();

    @Message("姓名")
    String display_name();

    @Message("角色")
    String roles();

    @Message("所属单位")
    String organisation();

    @Message("初始密码（至少10个字符，最多72字节；一个汉字占3字节）")
    String password();

    @Message("新密码（至少10个字符，最多72字节；一个汉字占3字节）")
    String new_password();

    @Message("状态")
    String status();

    @Message("在用")
    String active();

    @Message("已停用")
    String deactivated();

    @Message("编辑")
    String edit();

    @Message("编辑账户")
    String edit_title();

    @Message("保存")
    String save();

    @Message("停用账户")
    String deactivate();

    @Message("停用后，该账户不能再登录或调用接口，已登录的会话随即结束。")
    String deactivate_hint();

    @Message("重新启用账户")
    String reactivate();

    @Message("重设密码")
    String reset_password();

    @Message("重设后，该账户已登录的会话全部结束，需用新密码重新登录。")
    String reset_password_hint();

    @Message("返回用户列表")
    String back_to_list();

    @Message("""
            {#when done}\
            {#is SAVED}已保存。\
            {#is DEACTIVATED}账户已停用。\
            {#is REACTIVATED}账户已重新启用。\
            {#is PASSWORD}密码已重设。\
            {/when}""")
    String done(UserPages.Done done);

    @Message("添加用户")
    String add();

    @Message("请更正以下内容：")
    String fix_errors();

    @Message("""
            {#when role}\
            {#is ADMIN}管理员\
            {#is REGISTRAR}登记员\
            {#is REVIEWER}审核员\
            {#is APPROVER}审批员\
            {/when}""")
    String role(Role role);

    @Message("上一页")
    String page_previous();

    @Message("下一页")
    String page_next();

    @Message("第 {page} 页，共 {pages} 页")
    String page_of(int page, int pages);
}
