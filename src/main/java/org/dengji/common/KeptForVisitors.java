package org.dengji.common;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public page (a resource method that returns the rendered page as a {@code String}) that is
 * the same for every visitor who is not signed in and asks for it in the same language on the same day
 * with the same values of the query parameters the method declares ({@code @QueryParam}): the web
 * layer keeps such a page rendered for a short while and answers those visitors from memory. Any
 * other query parameter is ignored in choosing the kept copy. A page that also shows what a signed-in
 * person may do is still rendered afresh for them. It lives here, at the bottom, so that a feature can
 * mark its pages without depending on the web layer that keeps them.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface KeptForVisitors {
}
