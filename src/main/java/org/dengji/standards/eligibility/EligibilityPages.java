package org.dengji.standards.eligibility;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.PermitAll;
import jakarta.validation.Validator;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.i18n.PageLanguage;
import org.dengji.standards.core.Track;
import org.dengji.standards.version.StandardEntity;
import org.dengji.standards.version.StandardService;

/**
 * The public "what would I get?" calculator: a plain form that posts to itself and answers in words,
 * through the same evaluator service as {@code POST /api/v1/eligibility/what-if}.
 */
@Path("/eligibility")
@Produces(MediaType.TEXT_HTML)
public class EligibilityPages {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance calculator(CalculatorPage page);
    }

    private final EligibilityService eligibility;
    private final StandardService standards;
    private final PageLanguage ui;
    private final Validator validator;

    public EligibilityPages(EligibilityService eligibility, StandardService standards, PageLanguage ui,
            Validator validator) {
        this.eligibility = eligibility;
        this.standards = standards;
        this.ui = ui;
        this.validator = validator;
    }

    @GET
    @PermitAll
    public TemplateInstance form() {
        return page(CalculatorForm.empty(), null, null);
    }

    @POST
    @PermitAll
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response calculate(@BeanParam CalculatorForm form) {
        CalculatorReader reader = new CalculatorReader(form, validator, this::trackOf);
        if (!reader.valid()) {
            return Response.status(400).entity(page(form, reader, null).render()).build();
        }
        try {
            CalculatorAnswer answer = new CalculatorAnswer(eligibility.whatIf(reader.request), reader.rowOf);
            return Response.ok(page(form, reader, answer).render()).build();
        } catch (Failure problem) {
            if (problem.kind() != Failure.Kind.INVALID) {
                throw problem;
            }
            problem.violations().forEach(reader::place);
            return Response.status(400).entity(page(form, reader, null).render()).build();
        }
    }

    /** The track of a standard code; the empty or an unknown code reads as the national standard in force. */
    private Track trackOf(String code) {
        return standards.versions().stream().filter(s -> s.code.equals(code)).map(s -> s.track).findFirst()
                .orElse(Track.NATIONAL);
    }

    private TemplateInstance page(CalculatorForm form, CalculatorReader reader, CalculatorAnswer answer) {
        List<StandardEntity> published = standards.versions().stream()
                .filter(s -> !s.isDraft()).toList();
        return Templates.calculator(CalculatorPage.of(form, reader, answer, published)).setLocale(ui.locale());
    }
}
