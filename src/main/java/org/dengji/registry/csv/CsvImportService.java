package org.dengji.registry.csv;

import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.authority.Jurisdiction;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportProgress;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.imports.StandingsImporter;
import org.dengji.registry.imports.TextDecoding;

/** Imports CSV standings (UTF-8 or GB18030) as a new event: read, check, and write all of it or nothing. */
@ApplicationScoped
public class CsvImportService {

    private final StandingsImporter importer;

    public CsvImportService(StandingsImporter importer) {
        this.importer = importer;
    }

    public ImportOutcome importCsv(byte[] bytes, ImportRequest request, Jurisdiction who) {
        return importCsv(bytes, request, who, ImportProgress.NONE);
    }

    /** The same, telling {@code progress} how the import goes. */
    public ImportOutcome importCsv(byte[] bytes, ImportRequest request, Jurisdiction who, ImportProgress progress) {
        StandingsFile read = CsvReader.read(TextDecoding.decode(bytes), progress);
        return importer.write(read, request, SourceFormat.CSV, who, progress);
    }
}
