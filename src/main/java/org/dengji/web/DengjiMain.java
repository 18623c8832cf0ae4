package org.dengji.web;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * Starts the service. Before Quarkus starts, it turns off Quarkus's own check that a request target is
 * a URI ({@code vertx.disableURIValidation}): that check runs below every route and answers a broken
 * %-escape with a bare 400, without the security headers or a problem body. The same check runs
 * instead as the first route, {@link org.dengji.web.problem.RequestLineGuard}, which answers as every
 * other refusal does. Quarkus reads the property once, as it starts, so it cannot be set any later
 * (the tests set it in the build, for the same reason).
 */
@QuarkusMain
public final class DengjiMain {

    static final String URI_VALIDATION_OFF = "vertx.disableURIValidation";

    public static void main(String... args) {
        System.setProperty(URI_VALIDATION_OFF, "true");
        Quarkus.run(args);
    }
}
