package org.dengji.registry.csv;

import jakarta.enterprise.context.ApplicationScoped;
import org.dengji.authority.Jurisdiction;
import org.dengji.common.Sha256;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportOutcome;
import org.dengji.registry.imports.ImportRequest;
import org.dengji.registry.imports.StandingsFile;
import org.dengji.registry.imports.StandingsImporter;
import org.dengji.registry.imports.TextDecoding;
import org.dengji.standards.core.Gender;
import org.dengji.standards.core.Section;

/** Imports CSV standings (UTF-8 or GB18030) as a new event: read, check, and write all of it or nothing. */
@ApplicationScoped
public class CsvImportService {

    private final StandingsImporter importer;

    public CsvImportService(StandingsImporter importer) {
        this.importer = importer;
    }

    public ImportOutcome importCsv(byte[] bytes, ImportRequest request, Jurisdiction who) {
        String text = TextDecoding.decode(bytes);
        Gender sectionGender = request.section() == Section.WOMEN ? Gender.FEMALE : Gender.MALE;
        StandingsFile file = CsvReader.read(text, sectionGender);
        // The file names no event: the same rows for another event are another import.
        String hash = Sha256.hex("CSV\n" + request.name() + "\n" + request.endDate() + "\n"
                + text.replaceAll("\r\n?", "\n").strip());
        return importer.write(file, request, hash, SourceFormat.CSV, who);
    }
}
