/**
 * Versioned title standards: persistence of the versions (tables of migration V10, read and written
 * as whole documents by {@link org.dengji.standards.version.StandardStore} through
 * {@link org.dengji.standards.version.StandardRows}, the one mapping from typed rows to the core's
 * domain), 第三条 (who approves each title) as the standard's own data, the editor, the JSON API and
 * the pages. The evaluator and the linter are the plain-Java {@code standards.core} package; nothing
 * here re-implements them.
 *
 * <p>第三条 of 《国际象棋升级规则》: every "who may approve" question is answered by
 * {@link org.dengji.standards.version.ApprovalAuthority} from the {@code standard_authority} rows of
 * the version in force ({@link org.dengji.standards.version.ApprovalRules}: the nearest unit at or
 * above the player's home unit approving the title by right of its level, which covers the lower
 * titles of the national track too (一级及以下, 二级及以下), or by a grant, which covers its own title
 * only; the association for the amateur grades; filing, as the granted title's rule says, with the
 * approver's parent). The organisation tree asks it through the {@code authority.ApprovalCatalogue}
 * interface ({@link org.dengji.standards.version.TreeApprovals}).
 *
 * <p>API (public unless marked): {@code GET /api/v1/standards}, {@code GET /api/v1/standards/{code}},
 * {@code GET /api/v1/standards/{code}/lint}, which show the public the published versions only (a
 * draft is 404) and the readers' texts only (the editors' {@code source*} and {@code interpretation*}
 * go to administrators); for administrators of the national authority (unit 0001) only:
 * {@code POST …/{code}/drafts}, {@code PUT …/{code}/clauses/{key}}, {@code PUT …/{code}/parameters},
 * {@code POST …/{code}/publish}. Pages: {@code /standards}, {@code /standards/{code}}.
 *
 * <p>Versions: only a DRAFT changes (409 {@code STANDARD_IMMUTABLE} otherwise); each change locks
 * the standard row, so no edit can land after the draft was published. Publishing takes an
 * effective date of today or later, after the open-ended published version of the same track,
 * whose {@code effective_to} is then set to that date (it stays PUBLISHED, being in force until
 * then); nothing else of a published version ever changes. Every change is in the audit log under
 * entity type {@code standard} and the version's code.
 *
 * <p>Pages: {@code /standards/{code}} lays a version out as 《国际象棋升级规则》 does (contents; article 1 as a
 * table per title for men and for women; article 2; article 3 once per item; then "about this
 * standard", written for readers). Published versions are served from memory
 * ({@link org.dengji.standards.version.PublishedDocuments}); administrators also see drafts, marked,
 * and the editors' records and linter findings under each version.
 */
package org.dengji.standards.version;
