package org.dengji.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Reads JSON strictly: a rank of {@code 2.5} is an error to report, not a 2 to guess; a key given twice
 * ({@code {"gender": "MALE", …, "gender": "FEMALE"}}) and anything after the value are malformed, not
 * a last value that silently wins. (Unknown fields are refused by configuration:
 * {@code quarkus.jackson.fail-on-unknown-properties}.)
 */
@Singleton
public class StrictJson implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    }
}
