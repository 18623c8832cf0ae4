package org.dengji.registry.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of a background import's page; English in {@code messages/impmsg_en.properties}. */
@MessageBundle(value = "impmsg", locale = "zh-CN")
public interface ImportProgressMessages {

    @Message("导入进度")
    String title();

    @Message("文件：{name}")
    String file(String name);

    @Message("读取文件")
    String step_reading();

    @Message("检查")
    String step_checking();

    @Message("保存")
    String step_saving();

    @Message("排队中：这台服务器上的其他导入正在进行，轮到这份文件时会自动开始。")
    String waiting();

    @Message("正在读取文件：已读 {read} 行，共 {total} 行。")
    String reading(int read, int total);

    @Message("正在检查：核对赛事信息、名次和积分，并查找文件中的棋手是否已经登记。")
    String checking();

    @Message("正在保存草稿、棋手和成绩。全部写完才算导入；中途出错时，什么都不会保存。")
    String saving();

    @Message("本页每 2 秒自动刷新。导入完成后会自动转到草稿页面；文件有错误时，转到错误列表。")
    String reloads();

    @Message("导入中断了：处理这份文件的服务在完成之前停止了运行（例如重新启动）。没有保存任何内容，请重新上传文件。")
    String abandoned();

    @Message("导入因意外故障停止了，没有保存任何内容。请重新上传文件；如果再次出现，请告知管理员。")
    String fault();

    @Message("重新上传")
    String upload_again();

    @Message("导入已完成：草稿「{name}」已建立，等待登记员公布。")
    String done_imported(String name);

    @Message("这份文件已经导入过（「{name}」），没有任何改动。")
    String done_unchanged(String name);

    @Message("服务器正忙")
    String busy_title();

    @Message("这台服务器正在处理的导入已达上限，这份文件没有被接收。请一两分钟后重新上传。")
    String busy();
}
