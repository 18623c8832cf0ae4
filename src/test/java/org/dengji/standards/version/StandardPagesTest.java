package org.dengji.standards.version;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The standards pages as the public reads them: the national standard laid out as 《国际象棋升级规则》 lays it
 * out (contents; for men and for women a table per title; 第二条; 第三条 with its titles), values in
 * words, English pages in English with the Chinese beside it, and no editors' notes.
 */
@QuarkusTest
class StandardPagesTest {

    private static String page(String path) {
        return given().when().get(path).then().statusCode(200).extract().asString();
    }

    private static int count(String html, String text) {
        Matcher m = Pattern.compile(Pattern.quote(text)).matcher(html);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void shouldListThePublishedVersionsInChinese() {
        given().when().get("/standards").then()
                .statusCode(200)
                .body(containsString("<html lang=\"zh-CN\">"))
                .body(containsString("href=\"/standards/CN-NATIONAL-1\">国际象棋技术等级标准</a>"))
                .body(containsString("href=\"/standards/CN-AMATEUR-1\""))
                .body(containsString("<span class=\"badge\">已发布</span>"))
                .body(containsString("2018-01-01 起"));
    }

    @Test
    void shouldOpenTheNationalStandardWithItsTableOfContents() {
        String html = page("/standards/CN-NATIONAL-1");
        int start = html.indexOf("<nav class=\"toc\"");
        String toc = html.substring(start, html.indexOf("</nav>", start));
        for (String entry : new String[] {"href=\"#article-1\">第一条 等级称号和等级标准</a>",
                "href=\"#scope-MEN\">男子</a>", "href=\"#men-grandmaster\">特级大师</a>、<a href=\"#men-master\">大师</a>",
                "href=\"#scope-WOMEN\">女子</a>", "href=\"#women-third-class\">三级棋士</a>",
                "href=\"#article-2\">第二条 评定技术等级称号的有关规定</a>", "href=\"#article-3\">第三条 批准权限</a>",
                "href=\"#about\">关于本标准</a>"}) {
            org.junit.jupiter.api.Assertions.assertTrue(toc.contains(entry), entry + " in " + toc);
        }
    }

    @Test
    void shouldShowForMenAndForWomenATablePerTitleWithTheSeedsTextAndEnglish() {
        String html = page("/standards/CN-NATIONAL-1");
        assertEquals(10, count(html, "<table class=\"clauses\">"), "five titles for men, five for women");
        assertEquals(1, count(html, "<h4 id=\"men-first-class\">一级棋士</h4>"));
        assertEquals(1, count(html, "<h4 id=\"women-first-class\">一级棋士</h4>"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<tr id=\"clause-M-1-2\"><td class=\"item\">(2)</td>"
                + "<td class=\"text\">省、自治区、直辖市个人赛前6名</td><td class=\"other\" lang=\"en\">Top 6 at a provincial,"
                + " autonomous-region or municipal individual championship</td></tr>"), "a row of 第一条 男子 一级棋士");
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<tr id=\"clause-W-GM-1\"><td class=\"item\">(1)</td>"
                + "<td class=\"text\">两次获全国个人赛冠军</td>"), "a row of 第一条 女子 特级大师");
    }

    @Test
    void shouldShowArticleThreeOnceForEachItemWithItsTitles() {
        String html = page("/standards/CN-NATIONAL-1");
        String article3 = html.substring(html.indexOf("<section id=\"article-3\">"), html.indexOf("<section id=\"about\""));
        assertEquals(4, count(article3, "<tr><td class=\"item\">"), "(一) to (四), each once");
        org.junit.jupiter.api.Assertions.assertTrue(article3.contains("<td class=\"item\">(一)</td><td class=\"titles\">特级大师、大师</td>"),
                article3);
        org.junit.jupiter.api.Assertions.assertTrue(article3.contains("<td class=\"titles\">三级棋士</td>"
                + "<td class=\"text\">三级棋士由县体委批准授予，并报上一级部门备案。</td>"), article3);
        String article2 = html.substring(html.indexOf("<section id=\"article-2\">"), html.indexOf("<section id=\"article-3\">"));
        org.junit.jupiter.api.Assertions.assertTrue(article2.contains("<th class=\"item\">条款</th><th class=\"text\">规定</th>"), article2);
        org.junit.jupiter.api.Assertions.assertTrue(article2.contains("<td class=\"item\">(二)</td><td class=\"text\">非各级正式比赛的成绩"),
                article2);
    }

    @Test
    void shouldGiveValuesInWordsAndKeepTheEditorsNotesAway() {
        given().when().get("/standards/CN-NATIONAL-1").then()
                .body(containsString("<tr><td>特级大师</td><td>70%</td><td>70%</td></tr>"))
                .body(containsString("计算胜率的最少对局数：9局"))
                .body(containsString("申请期限：比赛结束后6个月内"))
                .body(containsString("来源：《国际象棋升级规则》第一条至第三条。"))
                .body(containsString("名次更好的成绩同样计入本条。"))
                .body(not(containsString("0.7000")))
                .body(not(containsString(">GRANDMASTER")))
                .body(not(containsString("DESIGN.md")))
                .body(not(containsString("可修改")))
                .body(not(containsString("种子文件")))
                .body(not(containsString("标准检查")))
                .body(not(containsString("id=\"editors\"")))
                .body(not(containsString("<script")));
    }

    @Test
    void shouldPresentTheNationalStandardEntirelyInEnglish() {
        String html = page("/standards/CN-NATIONAL-1?lang=en");
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<html lang=\"en\">"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<h2 id=\"toc-title\">Contents</h2>"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<tr id=\"clause-M-1-2\"><td class=\"item\">(2)</td>"
                + "<td class=\"text\">Top 6 at a provincial, autonomous-region or municipal individual championship</td>"
                + "<td class=\"other\" lang=\"zh-CN\">省、自治区、直辖市个人赛前6名</td></tr>"), "a clause row in English");
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<td class=\"item\">(1)</td><td class=\"titles\">Grandmaster, Master</td>"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<dt>Article 1, men, Grandmaster (2), Article 1, men, Grandmaster (3)"
                + " <span class=\"muted\" lang=\"zh-CN\">第一条 男子 特级大师 (2)、第一条 男子 特级大师 (3)</span></dt>"), "notes name clauses in English");
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("Source: The Chess Promotion Rules, articles 1 to 3."));
    }

    @Test
    void shouldGrantAllAmateurGradesInOneRow() {
        String html = page("/standards/CN-AMATEUR-1");
        String article3 = html.substring(html.indexOf("<section id=\"article-3\">"), html.indexOf("<section id=\"about\""));
        assertEquals(1, count(article3, "<tr><td class=\"titles\">"), article3);
        org.junit.jupiter.api.Assertions.assertTrue(article3.contains("大师、候补大师、一级棋士、二级棋士、三级棋士、四级棋士、五级棋士、六级棋士"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("申报期限：比赛结束后3个月内"));
        org.junit.jupiter.api.Assertions.assertFalse(html.contains("待确认"), "no editors' remark");
        org.junit.jupiter.api.Assertions.assertFalse(html.contains("第一条 等级称号和等级标准"), "the amateur standard has no articles");
    }

    @Test
    void shouldAnswerAnUnknownStandardWithAReadablePage() {
        given().accept("text/html").when().get("/standards/NO-SUCH").then()
                .statusCode(404)
                .contentType(containsString("text/html"))
                .body(containsString("页面不存在。"));
    }
}
