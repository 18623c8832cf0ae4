package org.dengji.standards.version;

import org.dengji.authority.Organisation;
import org.dengji.authority.OrganisationLevel;
import org.dengji.common.i18n.Language;
import org.dengji.standards.core.Bilingual;
import org.dengji.standards.core.Title;

/**
 * The body to apply to for a title, in words, for a reader whose home unit is not known (the
 * what-if): from the 第三条 rule of the version, naming the national authority and the association
 * as the tree names them, and every other level as "the player's own"; and, apart, where the
 * approval is then filed (null when it is not).
 */
public record ApprovingBody(Title title, String reference, OrganisationLevel level, boolean grantedUnitsMay,
        boolean filedWithAbove, String zh, String en, String filingZh, String filingEn) implements Bilingual {

    static ApprovingBody of(ApprovalRule rule, Organisation national, Organisation association) {
        String zh = levelZh(rule.level(), national, association);
        String en = levelEn(rule.level(), national, association);
        if (rule.grant().isPresent()) {
            zh += "，或享有审批" + rule.title().zh() + "权限的单位（行业体协、计划单列市）";
            en += ", or a unit granted " + rule.title().en().toLowerCase(java.util.Locale.ROOT)
                    + " approval authority (an industry sports association or a plan-listed city)";
        }
        boolean filed = rule.filedWithAbove();
        return new ApprovingBody(rule.title(), rule.reference(), rule.level(), rule.grant().isPresent(), filed, zh, en,
                filed ? "批准后报上一级部门备案" : null, filed ? "the approval is filed with the level above" : null);
    }

    /** Where the approval is filed, in the reader's language; null when it is not filed. */
    public String filing(Language language) {
        return language.pick(filingZh, filingEn);
    }

    private static String levelZh(OrganisationLevel level, Organisation national, Organisation association) {
        return switch (level) {
            case NATIONAL -> national == null ? "国家体育行政部门" : national.nameZh;
            case ASSOCIATION -> association == null ? "中国国际象棋协会" : association.nameZh;
            case PROVINCIAL -> "棋手所属省、自治区、直辖市的体育行政部门";
            case PREFECTURE -> "棋手所属地区、省辖市的体育行政部门";
            case COUNTY -> "棋手所属县的体育行政部门";
            case INDUSTRY -> "棋手所属的行业体协";
            case PLAN_CITY -> "棋手所属计划单列市的体育行政部门";
        };
    }

    private static String levelEn(OrganisationLevel level, Organisation national, Organisation association) {
        return switch (level) {
            case NATIONAL -> national == null ? "the national sports authority" : national.nameEn;
            case ASSOCIATION -> association == null ? "the Chinese Chess Association" : association.nameEn;
            case PROVINCIAL -> "the sports administration of the player's province, autonomous region or municipality";
            case PREFECTURE -> "the sports administration of the player's prefecture or city";
            case COUNTY -> "the sports administration of the player's county";
            case INDUSTRY -> "the player's industry sports association";
            case PLAN_CITY -> "the sports administration of the player's plan-listed city";
        };
    }
}
