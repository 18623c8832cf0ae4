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

    @Message("初始密码（10–72个字符）")
    String password();

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
}
