package org.dengji.registry.csv;

import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.authority.Jurisdiction;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportRequest;
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
        return importer.write(CsvReader.read(TextDecoding.decode(bytes)), request, SourceFormat.CSV, who);
    }
}
