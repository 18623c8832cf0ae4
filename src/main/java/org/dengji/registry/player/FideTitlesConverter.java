package org.dengji.registry.player;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.dengji.standards.core.FideTitle;

/** The FIDE titles a player holds, stored as their names separated by spaces ("IM WGM"); null for none. */
@Converter
public class FideTitlesConverter implements AttributeConverter<Set<FideTitle>, String> {

    @Override
    public String convertToDatabaseColumn(Set<FideTitle> titles) {
        return titles == null || titles.isEmpty() ? null
                : titles.stream().sorted().map(Enum::name).collect(Collectors.joining(" "));
    }

    @Override
    public Set<FideTitle> convertToEntityAttribute(String column) {
        Set<FideTitle> titles = EnumSet.noneOf(FideTitle.class);
        if (column != null && !column.isBlank()) {
            Arrays.stream(column.trim().split("\\s+")).map(FideTitle::valueOf).forEach(titles::add);
        }
        return titles;
    }
}
