package org.dengji.certification.certificate;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of the certificate pages; Chinese here, English in {@code messages/certmsg_en.properties}. */
@MessageBundle(value = "certmsg", locale = "zh-CN")
public interface CertificateMessages {

    @Message("证书核验")
    String verify_title();

    @Message("没有编号为 {number} 的证书。请核对证书上的编号；编号无误而查不到的证书不是本系统签发的。")
    String unknown_sentence(String number);

    @Message("国际象棋运动员技术等级证书")
    String certificate_title();

    @Message("证书编号")
    String number();

    @Message("姓名")
    String name();

    @Message("称号")
    String title();

    @Message("批准单位")
    String issuer();

    @Message("批准日期")
    String issued_on();

    @Message("验证码")
    String code();

    @Message("状态")
    String status();

    @Message("有效")
    String valid();

    @Message("已撤销")
    String revoked();

    @Message("本证书有效。")
    String valid_sentence();

    @Message("本证书已于 {date} 撤销，不再有效。")
    String revoked_sentence(String date);

    @Message("验证码与本证书一致：这份证书是真实的。")
    String code_matches();

    @Message("验证码与本证书不符：请向批准单位核实。")
    String code_differs();

    /** Where the status would say valid, when the code typed is not the certificate's. */
    @Message("未能确认")
    String not_confirmed();

    @Message("输入证书上印的编号，核验证书的状态；填上证书上的验证码，还能确认这份证书是真实的。")
    String verify_intro();

    @Message("（印在证书上，由单位代码、年份、称号和序号组成，以短横线相连）")
    String verify_number_hint();

    @Message("（证书上印的 8 个字母或数字，可不填）")
    String verify_code_hint();

    @Message("核验")
    String verify_submit();

    @Message("请修改后再核验：")
    String verify_fix();

    /** Why the form cannot be looked up yet, by the code {@link VerifyForm} gives it. */
    @Message("""
            {#when code}\
            {#is 'NUMBER_MISSING'}请输入证书编号。\
            {#is 'NUMBER_MALFORMED'}这不是证书编号：编号由单位代码、年份、称号和序号组成，以短横线相连，请照证书上印的填写。\
            {#is 'CODE_MALFORMED'}验证码是证书上印的 8 个字母或数字，请照证书填写，或不填。\
            {#else}{code}\
            {/when}""")
    String verify_error(String code);

    @Message("核验另一份证书")
    String verify_another();

    @Message("扫码核验")
    String scan();

    @Message("打印")
    String print();

    @Message("下载 PDF")
    String download_pdf();

    @Message("核验页面")
    String verify_link();

    @Message("姓名中有 {count} 个字符无法印在证书上：")
    String unprintable(int count);

    @Message("PDF 证书上以 □ 代替。请核对姓名；如姓名无误，请系统管理员添加含有这些字符的字体。")
    String unprintable_hint();
}
