package org.dengji.standards.version;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.dengji.authority.OrganisationChanged;
import org.dengji.authority.OrganisationLevel;
import org.dengji.standards.core.Title;
import org.junit.jupiter.api.Test;

/** The bodies to apply to are read once per version, and again after any write they rest on. */
class AuthorityBodiesTest {

    private final AuthorityBodies kept = new AuthorityBodies();
    private final AtomicInteger reads = new AtomicInteger();

    private static StandardEntity version(long id) {
        StandardEntity version = new StandardEntity();
        version.id = id;
        return version;
    }

    private Map<Title, ApprovingBody> read() {
        int n = reads.incrementAndGet();
        return Map.of(Title.MASTER, new ApprovingBody(Title.MASTER, "第三条", OrganisationLevel.NATIONAL, false, false,
                "国家" + n, "national " + n, null, null));
    }

    @Test
    void shouldReadEachVersionOnceUntilInvalidated() {
        assertEquals("national 1", kept.of(version(1), this::read).get(Title.MASTER).en());
        assertEquals("national 1", kept.of(version(1), this::read).get(Title.MASTER).en());
        assertEquals("national 2", kept.of(version(2), this::read).get(Title.MASTER).en());
        kept.invalidate();
        assertEquals("national 3", kept.of(version(1), this::read).get(Title.MASTER).en());
        assertEquals(3, reads.get());
    }

    @Test
    void shouldForgetWhenAUnitOrAuthorityRowsChange() {
        kept.of(version(1), this::read);
        kept.organisationChanged(new OrganisationChanged(7));
        kept.of(version(1), this::read);
        kept.authorityWritten(new AuthorityBodies.AuthorityWritten("CN-NATIONAL-2"));
        kept.of(version(1), this::read);
        assertEquals(3, reads.get());
    }

    @Test
    void shouldNotKeepWhatWasReadBeforeAnInvalidation() {
        // A reading that began before the write ends after the invalidation: the next answer reads again.
        kept.of(version(1), () -> {
            kept.invalidate();
            return read();
        });
        assertEquals("national 2", kept.of(version(1), this::read).get(Title.MASTER).en());
    }
}
