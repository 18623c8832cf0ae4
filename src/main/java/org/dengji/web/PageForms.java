package org.dengji.web;

import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MediaType;
import java.util.Locale;
import org.dengji.common.HttpMethods;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Pages change things only through their HTML forms, so a page that is posted to takes a form body
 * and nothing else: a text/plain, JSON or body-less POST is refused with 415 before it reaches the
 * page (whose CSRF check, made for forms, would otherwise let a non-form body through unchecked).
 * The JSON API under {@code /api/} keeps its own media types.
 */
public class PageForms {

    @ServerRequestFilter(preMatching = true)
    public void requireForm(ContainerRequestContext request) {
        if (HttpMethods.isRead(request.getMethod()) || request.getUriInfo().getPath().startsWith("/api/")) {
            return;
        }
        if (!isForm(request.getHeaderString("Content-Type"))) {
            throw new NotSupportedException("A page takes the body of its form.");
        }
    }

    static boolean isForm(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return false;
        }
        try {
            MediaType type = MediaType.valueOf(contentType);
            String essence = (type.getType() + "/" + type.getSubtype()).toLowerCase(Locale.ROOT);
            return essence.equals(MediaType.APPLICATION_FORM_URLENCODED) || essence.equals(MediaType.MULTIPART_FORM_DATA);
        } catch (IllegalArgumentException malformed) {
            return false;
        }
    }
}
