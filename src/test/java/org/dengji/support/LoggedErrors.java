package org.dengji.support;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Every record of level ERROR or worse that any logger of the service writes while this is open (the
 * service under {@code @QuarkusTest} runs in the test's JVM, and its log manager is the JDK's): a
 * refusal is the service working, and must never read as a fault in the operators' log.
 */
public final class LoggedErrors implements AutoCloseable {

    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(record.getLoggerName() + ": " + record.getMessage()
                        + (record.getThrown() == null ? "" : " [" + record.getThrown() + "]"));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private LoggedErrors() {
        Logger.getLogger("").addHandler(handler);
    }

    public static LoggedErrors capture() {
        return new LoggedErrors();
    }

    public List<String> errors() {
        return List.copyOf(errors);
    }

    @Override
    public void close() {
        Logger.getLogger("").removeHandler(handler);
    }
}
