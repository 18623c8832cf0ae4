package org.dengji.certification.application;

import org.dengji.standards.core.Bilingual;

/**
 * Where a title application is in the application life cycle (draft, review, public notice, approval). A returned
 * application is a DRAFT again, with the reviewer's reasons kept on it; PUBLIC_NOTICE becomes
 * PENDING_APPROVAL by itself once the notice has run, which {@link NoticeClosure} decides whenever
 * the application is read or moved.
 */
public enum ApplicationStatus implements Bilingual {
    DRAFT("草稿", "draft"),
    SUBMITTED("已提交", "submitted"),
    RECOMMENDED("已推荐", "recommended"),
    REJECTED("未批准", "rejected"),
    PUBLIC_NOTICE("公示中", "on public notice"),
    PENDING_APPROVAL("待审批", "pending approval"),
    APPROVED("已批准", "approved"),
    FILED("已备案", "filed"),
    REVOKED("已撤销", "revoked");

    private final String zh;
    private final String en;

    ApplicationStatus(String zh, String en) {
        this.zh = zh;
        this.en = en;
    }

    @Override
    public String zh() {
        return zh;
    }

    @Override
    public String en() {
        return en;
    }

    /** Whether the title is held: granted and not revoked. */
    public boolean isGranted() {
        return this == APPROVED || this == FILED;
    }

    /** Whether the application has ended without a title (its results are free to be cited again). */
    public boolean isClosedWithoutTitle() {
        return this == REJECTED || this == REVOKED;
    }
}
