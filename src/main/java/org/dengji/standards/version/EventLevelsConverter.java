package org.dengji.standards.version;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.dengji.standards.core.EventLevel;

/**
 * The one codec of the {@code standard_clause.event_levels} column (migration V10: the level names,
 * comma-separated, in their natural order), so no other code reads or writes the column as text.
 */
@Converter
public class EventLevelsConverter implements AttributeConverter<Set<EventLevel>, String> {

    @Override
    public String convertToDatabaseColumn(Set<EventLevel> levels) {
        return levels == null || levels.isEmpty() ? null
                : levels.stream().sorted().map(Enum::name).collect(Collectors.joining(","));
    }

    @Override
    public Set<EventLevel> convertToEntityAttribute(String column) {
        if (column == null || column.isBlank()) {
            return null;
        }
        return Arrays.stream(column.split(",")).map(String::trim).map(EventLevel::valueOf)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(EventLevel.class)));
    }
}
