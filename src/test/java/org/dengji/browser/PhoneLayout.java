package org.dengji.browser;

import java.util.List;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * What a phone reader would see go wrong on a page: the page scrolling sideways, or a button so narrow
 * that its words wrap a character a line, or a table cell squeezed the same way. Each check answers the
 * faults it found, empty when none.
 */
final class PhoneLayout {

    private PhoneLayout() {
    }

    /** The page is wider than the window: the widest elements that stick out, to say where. */
    static List<String> sidewaysScroll(WebDriver driver) {
        return list(driver, """
                const w = window.innerWidth;
                if (document.documentElement.scrollWidth <= w + 1) return [];
                const out = ['scrollWidth ' + document.documentElement.scrollWidth + ' > ' + w];
                for (const e of document.querySelectorAll('body *')) {
                  const r = e.getBoundingClientRect();
                  if (r.right > w + 1 && !e.closest('.table-wrap')) {
                    out.push(e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className + ' right=' + Math.round(r.right));
                  }
                }
                return out.slice(0, 12);
                """);
    }

    /** Visible buttons whose text takes more than two lines. */
    static List<String> wrappedButtons(WebDriver driver) {
        return list(driver, """
                const out = [];
                for (const b of document.querySelectorAll('button')) {
                  const r = b.getBoundingClientRect();
                  if (r.width === 0 || r.height === 0) continue;
                  const s = getComputedStyle(b);
                  const lh = s.lineHeight === 'normal' ? parseFloat(s.fontSize) * 1.2 : parseFloat(s.lineHeight);
                  const inner = r.height - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)
                      - parseFloat(s.borderTopWidth) - parseFloat(s.borderBottomWidth);
                  if (inner >= 2 * lh + 2) {
                    out.push((b.id || b.textContent.trim()) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
                  }
                }
                return out;
                """);
    }

    /** Visible table cells squeezed to a character or two a line, three lines or more. */
    static List<String> squeezedCells(WebDriver driver) {
        return list(driver, """
                const out = [];
                for (const c of document.querySelectorAll('td, th')) {
                  const r = c.getBoundingClientRect();
                  if (r.width === 0 || r.height === 0 || c.textContent.trim().length < 3) continue;
                  const s = getComputedStyle(c);
                  const fs = parseFloat(s.fontSize);
                  const lh = s.lineHeight === 'normal' ? fs * 1.2 : parseFloat(s.lineHeight);
                  const width = r.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
                  const height = r.height - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
                  if (height >= 3 * lh - 2 && width < 2.5 * fs) {
                    out.push(c.textContent.trim().slice(0, 20) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
                  }
                }
                return out;
                """);
    }

    @SuppressWarnings("unchecked")
    private static List<String> list(WebDriver driver, String script) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(script);
    }
}
