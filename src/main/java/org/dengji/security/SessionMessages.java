package org.dengji.security;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of signing in and out; English in {@code messages/sessionmsg_en.properties}. */
@MessageBundle(value = "sessionmsg", locale = "zh-CN")
public interface SessionMessages {

    @Message("登录失败次数过多，请在 {seconds} 秒后再试。")
    String sign_in_wait(long seconds);

    @Message("登录表单已过期或不完整（例如页面打开太久），所以没有登录。请在下面重新登录。")
    String sign_in_form_expired();

    @Message("您已退出登录。")
    String signed_out();

    @Message("表单已过期")
    String form_expired_title();

    @Message("这个表单已过期或不完整（例如页面打开太久，或期间重新登录过），所以没有保存任何内容。请返回，重新打开表单后再提交。")
    String form_expired_text();

    @Message("返回重新填写")
    String form_expired_back();
}
