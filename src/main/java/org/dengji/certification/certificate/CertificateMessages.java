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
