package org.dengji.registry.trf;

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

/** Imports a TRF file as a new event: read, check, and write all of it or nothing. */
@ApplicationScoped
public class TrfImportService {

    private final StandingsImporter importer;

    public TrfImportService(StandingsImporter importer) {
        this.importer = importer;
    }

    /** Imports {@code bytes} (UTF-8, or GB18030) for {@code who}, who must cover the organising unit. */
    public ImportOutcome importTrf(byte[] bytes, ImportRequest request, Jurisdiction who) {
        String text = TextDecoding.decode(bytes);
        Gender sectionGender = request.section() == Section.WOMEN ? Gender.FEMALE : Gender.MALE;
        StandingsFile file = TrfReader.read(text, sectionGender);
        String hash = Sha256.hex("TRF\n" + TrfReader.normalise(text));
        return importer.write(file, request, hash, SourceFormat.TRF, who);
    }
}
