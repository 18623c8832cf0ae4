package org.dengji.ratings.report;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The heap's peak use since the last reset, a bench's figure: summed over the heap's memory pools (an upper bound,
 * each pool's peak taken at its own moment) and the old generation's alone (what the run kept alive).
 */
final class HeapPeak {

    private HeapPeak() {
    }

    static void reset() {
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    static long oldGenerationMegabytes() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .filter(p -> p.getName().contains("Old") || p.getName().contains("Tenured"))
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum() >> 20;
    }

    static long megabytes() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum() >> 20;
    }
}
