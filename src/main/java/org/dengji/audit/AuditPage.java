package org.dengji.audit;

import java.util.List;

/** One page of audit entries, newest first, and how many entries match in all. */
public record AuditPage(List<AuditEntryView> items, long total) {
}
