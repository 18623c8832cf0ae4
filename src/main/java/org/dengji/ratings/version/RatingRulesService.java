package org.dengji.ratings.version;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.dengji.common.Failure;
import org.dengji.common.Role;

/**
 * Reading rating rule sets. Anyone may read the published ones (they are the rules); a draft is not yet a rule,
 * so only administrators see drafts, and for everyone else a draft does not exist.
 */
@ApplicationScoped
public class RatingRulesService {

    private final SecurityIdentity identity;

    public RatingRulesService(SecurityIdentity identity) {
        this.identity = identity;
    }

    public List<RatingRuleSetEntity> readable() {
        if (readsDrafts()) {
            return RatingRuleSetEntity.list("order by code");
        }
        return RatingRuleSetEntity.list("status = ?1 order by effectiveFrom, code", RuleSetStatus.PUBLISHED);
    }

    /** The rule set; 404 {@code RATING_RULES_NOT_FOUND} for a draft, unless an administrator asks. */
    public RatingRuleSetEntity readable(String code) {
        RatingRuleSetEntity row = RatingRuleSetEntity.<RatingRuleSetEntity>find("code", code).firstResultOptional()
                .filter(found -> !found.isDraft() || readsDrafts())
                .orElseThrow(() -> notFound(code));
        return row;
    }

    static Failure notFound(String code) {
        return Failure.notFound("RATING_RULES_NOT_FOUND", "No rating rule set " + code + ".");
    }

    private boolean readsDrafts() {
        return identity.hasRole(Role.ADMIN_NAME);
    }
}
