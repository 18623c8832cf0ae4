package org.dengji.authority;

/**
 * Approval authority granted to a unit that has none by its level: 第三条 (二)(三) let industry sports
 * associations and plan-listed cities be granted first-class or second-class approval authority
 * ("享有审批一级/二级运动员技术等级标准权限的单位"). Which title a grant lets a unit approve, and whether
 * a version of the standard still lets granted units approve it, is the standards feature's data;
 * this tree only records that the grant was made.
 */
public enum Grant {
    FIRST_CLASS,
    SECOND_CLASS
}
