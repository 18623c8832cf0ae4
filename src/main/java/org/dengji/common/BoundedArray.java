package org.dengji.common;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a JSON array of at most {@code limit} elements and refuses a longer one with
 * {@link TooManyElements} as soon as the element past the limit begins: a list of two hundred thousand
 * costs what a list of the limit costs, not two hundred thousand objects and their validation. A
 * {@code null} element is kept, for validation to name; an element's own fault is reported at its
 * index ({@code results[3].rank}), as Jackson's own list reader does.
 *
 * <p>Jackson builds deserializers by their no-argument constructor: a list field names a subclass
 * that fixes the element type, the limit and the code ({@code @JsonDeserialize(using = …)}).
 *
 * @param <T> the element type
 */
public abstract class BoundedArray<T> extends StdDeserializer<List<T>> {

    private static final long serialVersionUID = 1L;

    private final Class<T> elementType;
    private final int limit;
    private final String code;

    protected BoundedArray(Class<T> elementType, int limit, String code) {
        super(List.class);
        this.elementType = elementType;
        this.limit = limit;
        this.code = code;
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<T> deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (!parser.isExpectedStartArrayToken()) {
            return (List<T>) context.handleUnexpectedToken(List.class, parser);
        }
        List<T> elements = new ArrayList<>();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            if (token == null) {
                return (List<T>) context.handleUnexpectedToken(List.class, parser);
            }
            if (elements.size() == limit) {
                throw new TooManyElements(parser, code, limit);
            }
            elements.add(element(parser, context, elements));
        }
        return elements;
    }

    private T element(JsonParser parser, DeserializationContext context, List<T> before) throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NULL) {
            return null;
        }
        try {
            return context.readValue(parser, elementType);
        } catch (JsonMappingException fault) {
            throw JsonMappingException.wrapWithPath(fault, before, before.size());
        }
    }
}
