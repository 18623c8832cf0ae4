package org.dengji.authority;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/** Texts of the organisation pages; English in {@code messages/orgmsg_en.properties}. */
@MessageBundle(value = "orgmsg", locale = "zh-CN")
public interface OrganisationMessages {

    @Message("组织机构")
    String tree_title();

    @Message("审批等级称号的体育部门和协会（《国际象棋升级规则》第三条）。"
            + "每个单位审批本级称号及以下的称号（省级：一级及以下，地市级：二级及以下，县级：三级），"
            + "只限本单位及下级单位的棋手，由离棋手最近的有权单位审批；行业体协、计划单列市审批国家体育行政部门授予的称号。")
    String tree_intro();

    @Message("""
            {#when level}\
            {#is NATIONAL}国家级\
            {#is ASSOCIATION}协会\
            {#is PROVINCIAL}省级\
            {#is PREFECTURE}地市级\
            {#is COUNTY}县级\
            {#is INDUSTRY}行业体协\
            {#is PLAN_CITY}计划单列市\
            {/when}""")
    String level(OrganisationLevel level);

    @Message("""
            {#when grant}\
            {#is FIRST_CLASS}一级棋士审批权限\
            {#is SECOND_CLASS}二级棋士审批权限\
            {/when}""")
    String grant(Grant grant);

    @Message("审批")
    String approves();

    @Message("单位代码")
    String unit_code();

    @Message("在此单位下添加")
    String add_below();

    @Message("添加下级单位")
    String new_title();

    @Message("上级单位")
    String field_parent();

    @Message("级别")
    String field_level();

    @Message("中文名称")
    String field_name_zh();

    @Message("英文名称")
    String field_name_en();

    @Message("单位代码（4位数字）")
    String field_unit_code();

    @Message("行政区划代码（可选）")
    String field_admin_code();

    @Message("授予的审批权限（仅限行业体协、计划单列市）")
    String field_grants();

    @Message("审批权限只由国家体育行政部门授予。在此保存不会改变单位的审批权限。")
    String grants_national_only();

    @Message("添加")
    String submit_create();

    @Message("修改单位")
    String edit_title();

    @Message("修改")
    String edit();

    @Message("保存")
    String submit_save();

    @Message("请更正以下内容：")
    String fix_errors();

    /** A field of the unit form by the label the form shows; empty for a field the form does not have. */
    @Message("""
            {#when field}\
            {#is 'parentId'}上级单位\
            {#is 'level'}级别\
            {#is 'nameZh'}中文名称\
            {#is 'nameEn'}英文名称\
            {#is 'unitCode'}单位代码\
            {#is 'adminCode'}行政区划代码\
            {#is 'grantedTitles'}授予的审批权限\
            {/when}""")
    String field(String field);

    /** A refusal of the unit form, by its code (OrganisationService and the form's own reading). */
    @Message("""
            {#when code}\
            {#is 'UNIT_CODE_TAKEN'}这个单位代码已属于另一个单位。\
            {#is 'UNKNOWN_PARENT'}上级单位不存在。\
            {#is 'LEVEL_NOT_CHANGEABLE'}这个单位不能改为所选的级别。\
            {#is 'MOVE_CREATES_CYCLE'}单位不能移到它自己或它的下级单位之下。\
            {#is 'LEVEL_NOT_CREATABLE'}这一级别的单位已预设，不能添加。\
            {#is 'LEVEL_NOT_ALLOWED_HERE'}这一级别的单位不能设在所选的上级单位之下。\
            {#is 'GRANT_BY_NATIONAL_AUTHORITY_ONLY'}审批权限只由国家体育行政部门授予。\
            {#is 'GRANT_NOT_ALLOWED'}只有行业体协和计划单列市单位可以被授予审批权限，且只限一级、二级棋士。\
            {#is 'INVALID_VALUE'}不是可选的值。\
            {#else}无法保存：请检查填写的内容。\
            {/when}""")
    String problem(String code);

    @Message("已保存：{name}")
    String saved(String name);
}
