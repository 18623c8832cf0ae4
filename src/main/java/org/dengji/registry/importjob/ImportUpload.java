package org.dengji.registry.importjob;

import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.imports.ImportRequest;

/**
 * A file posted with the registrar's form, as the background import takes it: held in memory only
 * until its import ends, never written anywhere.
 *
 * @param fileName the name the browser gave the file; null or blank when it gave none
 */
public record ImportUpload(SourceFormat format, String fileName, byte[] bytes, ImportRequest request) {
}
