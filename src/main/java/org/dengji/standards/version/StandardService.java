package org.dengji.standards.version;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.standards.core.Linter;
import org.dengji.standards.core.Standard;

/** Reading standards: the versions, and one version as a whole document. Anyone may read them. */
@ApplicationScoped
public class StandardService {

    private final StandardStore store;

    public StandardService(StandardStore store) {
        this.store = store;
    }

    public List<StandardEntity> versions() {
        return store.all();
    }

    public StandardDocument document(String code) {
        StandardEntity row = store.get(code);
        Standard standard = store.load(row);
        return new StandardDocument(row, standard, store.clauses(row), store.normRates(row), store.rules(row),
                store.authority(row), Linter.lint(standard));
    }
}
