package org.dengji.authority;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.dengji.support.TreeFixtures;
import org.junit.jupiter.api.Test;

/**
 * The tree page shows what each unit approves, as the standards in force say (第三条 data), and offers
 * an administrator "edit" only on units below their own and "add below" on their own too.
 */
@QuarkusTest
class OrganisationTreePageTest {

    @Inject
    TreeFixtures tree;

    /** The line of the tree that shows {@code unitCode}, without its children. */
    private static String node(String page, String unitCode) {
        int start = page.indexOf("data-unit-code=\"" + unitCode + "\"");
        int end = page.indexOf("<ul>", start);
        int close = page.indexOf("</li>", start);
        return page.substring(start, Math.min(end < 0 ? page.length() : end, close < 0 ? page.length() : close));
    }

    @Test
    void showsWhatEachUnitApprovesInWords() {
        String zh = given().when().get("/organisations").then().statusCode(200).extract().asString();
        String en = given().cookie("lang", "en").when().get("/organisations").then().extract().asString();

        assertTrue(node(zh, "0001").contains("特级大师"), node(zh, "0001"));
        assertTrue(node(zh, "0002").contains("业余大师"), node(zh, "0002"));
        assertTrue(node(zh, "0002").contains("业余六级棋士"), node(zh, "0002"));
        assertTrue(node(zh, "4400").contains("一级棋士"), node(zh, "4400"));
        assertTrue(node(zh, "4400").contains("二级棋士") && node(zh, "4400").contains("三级棋士"), node(zh, "4400"));
        assertFalse(node(zh, "4400").contains("业余"), node(zh, "4400"));
        assertTrue(node(en, "4400").contains("Third class"), node(en, "4400"));
        assertTrue(node(en, "0002").contains("Sixth grade"), node(en, "0002"));
        assertFalse(zh.contains("AMATEUR_"), "no codes on the public page");
    }

    @Test
    void anAdministratorEditsOnlyUnitsBelowTheirOwn() {
        Organisation hunan = tree.seeded("4300");
        Organisation prefecture = tree.unit(hunan, OrganisationLevel.PREFECTURE, "Tree Prefecture");
        Browserless admin = Browserless.signIn(tree.admin(hunan), StaffFixtures.PASSWORD);

        String page = given().filter(admin.cookies()).when().get("/organisations").then().extract().asString();

        assertFalse(node(page, "4300").contains("class=\"edit\""), node(page, "4300"));
        assertTrue(node(page, "4300").contains("class=\"add-below\""), node(page, "4300"));
        assertTrue(node(page, prefecture.unitCode).contains("class=\"edit\""), node(page, prefecture.unitCode));
        assertFalse(node(page, "4400").contains("class=\"add-below\""), node(page, "4400"));
    }
}
