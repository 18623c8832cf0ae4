package org.dengji.registry.trf;

import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.authority.Jurisdiction;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportProgress;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.imports.StandingsImporter;
import org.dengji.registry.imports.TextDecoding;

/** Imports a TRF file as a new event: read, check, and write all of it or nothing. */
@ApplicationScoped
public class TrfImportService {

    private final StandingsImporter importer;

    public TrfImportService(StandingsImporter importer) {
        this.importer = importer;
    }

    /** Imports {@code bytes} (UTF-8, or GB18030) for {@code who}, who must cover the organising unit. */
    public ImportOutcome importTrf(byte[] bytes, ImportRequest request, Jurisdiction who) {
        return importTrf(bytes, request, who, ImportProgress.NONE);
    }

    /** The same, telling {@code progress} how the import goes. */
    public ImportOutcome importTrf(byte[] bytes, ImportRequest request, Jurisdiction who, ImportProgress progress) {
        StandingsFile read = TrfReader.read(TextDecoding.decode(bytes), progress);
        return importer.write(read, request, SourceFormat.TRF, who, progress);
    }
}
