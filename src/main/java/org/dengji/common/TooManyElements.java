package org.dengji.common;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;

/**
 * A JSON array longer than its reader takes ({@link BoundedArray}), refused at the first element past
 * the limit, before that element or the rest is read. A mapping failure, so that Jackson adds the path
 * of the array ({@code results}) on its way out; the API answers it with its own stable code
 * ({@code TOO_MANY_RESULTS}) and the limit.
 */
public final class TooManyElements extends JsonMappingException {

    private static final long serialVersionUID = 1L;

    private final String code;
    private final int limit;

    public TooManyElements(JsonParser parser, String code, int limit) {
        super(parser, "at most " + limit);
        this.code = code;
        this.limit = limit;
    }

    public String code() {
        return code;
    }

    public int limit() {
        return limit;
    }
}
