package org.dengji.common;

import io.quarkus.arc.DefaultBean;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.ZoneId;

/**
 * The clock that says what "today" is, for every feature. Titles are Chinese, so today is today in China whatever the
 * server's zone. A default bean: tests replace it with a clock they can set.
 */
@Dependent
public class Clocks {

    public static final ZoneId CHINA = ZoneId.of("Asia/Shanghai");

    @Produces
    @Singleton
    @DefaultBean
    Clock clock() {
        return Clock.system(CHINA);
    }
}
