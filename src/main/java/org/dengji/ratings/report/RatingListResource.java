package org.dengji.ratings.report;

import jakarta.annotation.security.PermitAll;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.dengji.common.QueryText;
import org.dengji.standards.core.Section;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The national rating list after a month, for anyone: by unit (and the units below it) and section, searched by
 * name or registration number, paged.
 */
@Path("/api/v1/ratings")
@Produces(MediaType.APPLICATION_JSON)
public class RatingListResource {

    /** The list's filters, each checked before any query runs. */
    public static class Filter {

        @QueryParam("period")
        @NotNull(message = "required: a month such as 2025-06")
        @Pattern(regexp = "\\d{4}-(0[1-9]|1[0-2])", message = "must be a month such as 2025-06")
        public String period;

        @QueryParam("q")
        @Size(max = 100, message = "must be at most 100 characters")
        @Parameter(description = "A name (Chinese or pinyin, or part of one) or a registration number, as the rating"
                + " list page searches: the players found keep their places on the list the other filters make",
                example = "王伟")
        public String q;

        @QueryParam("unit")
        @Pattern(regexp = "[0-9A-Za-z]{1,16}", message = "must be a unit code")
        public String unit;

        @QueryParam("section")
        @Pattern(regexp = "OPEN|WOMEN", message = "must be OPEN or WOMEN")
        public String section;

        @QueryParam("page")
        @Pattern(regexp = "\\d{1,6}", message = "must be a whole number, 0 or more")
        public String page;

        @QueryParam("size")
        @Pattern(regexp = "[1-9]|[1-9]\\d|100", message = "must be a whole number from 1 to 100")
        public String size;
    }

    private static final int DEFAULT_SIZE = 50;

    private final RatingList list;

    public RatingListResource(RatingList list) {
        this.list = list;
    }

    @GET
    @PermitAll
    public RatingViews.ListPage read(@Valid @BeanParam Filter filter) {
        return list.read(filter.period, QueryText.blankToNull(filter.q), filter.unit, filter.section == null ? Section.OPEN
                : Section.valueOf(filter.section), filter.page == null ? 0 : Integer.parseInt(filter.page),
                filter.size == null ? DEFAULT_SIZE : Integer.parseInt(filter.size));
    }
}
