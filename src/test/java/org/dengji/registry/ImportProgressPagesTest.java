package org.dengji.registry;

import static io.restassured.RestAssured.given;
import static org.dengji.registry.RegistryFixtures.BJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZHEJIANG;
import static org.dengji.registry.RegistryFixtures.ZJ_REGISTRAR;
import static org.dengji.registry.RegistryFixtures.ZJ_REVIEWER;
import static org.dengji.registry.RegistryFixtures.fixture;
import static org.dengji.registry.RegistryFixtures.tag;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.dengji.audit.AuditEntry;
import org.dengji.common.Role;
import org.dengji.registry.event.SourceFormat;
import org.dengji.registry.importjob.ImportJob;
import org.dengji.registry.importjob.ImportJobFailure;
import org.dengji.registry.importjob.ImportJobState;
import org.dengji.registry.importjob.ImportJobs;
import org.dengji.registry.importjob.ImportSlots;
import org.dengji.support.Browserless;
import org.dengji.support.StaffFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The desk's upload form imports in the background: it answers at once with a 303 to the import's page,
 * which shows the step the import is at in the reader's language and reloads itself without script
 * until it sends the registrar on to the draft, or shows the file's errors line by line. The page is
 * the uploading registrar's and their administrators' alone; an import whose instance stopped says so
 * and asks for the file again; an instance that runs as many imports as it may refuses more with 503.
 */
@QuarkusTest
class ImportProgressPagesTest {

    @Inject
    StaffFixtures staff;

    @Inject
    ImportJobs jobs;

    @Inject
    ImportSlots slots;

    private String owner;
    private Browserless registrar;

    @BeforeEach
    void setUp() {
        RegistryFixtures.ensureStaff(staff);
        owner = staff.fresh("uploader", Role.REGISTRAR, ZHEJIANG);
        registrar = Browserless.signIn(owner, StaffFixtures.PASSWORD);
    }

    private RequestSpecification as(Browserless who) {
        return given().filter(who.cookies()).redirects().follow(false);
    }

    private Response upload(String file) {
        return as(registrar).multiPart("csrf-token", registrar.csrfTokenOf("/registry/events"))
                .multiPart("format", "TRF").multiPart("organisation", ZHEJIANG)
                .multiPart("category", "PROVINCIAL_INDIVIDUAL").multiPart("section", "OPEN")
                .multiPart("official", "true")
                .multiPart("file", "swiss.trf", file.getBytes(StandardCharsets.UTF_8), "text/plain")
                .when().post("/registry/events");
    }

    private Response end(String job) {
        return BackgroundImports.awaitEnd(() -> as(registrar), job);
    }

    /** A job of {@code startedBy} for Zhejiang, written as its runner would have left it at {@code at}. */
    private long plant(String startedBy, ImportJobState state, int read, int total, Instant at) {
        long unit = staff.unit(ZHEJIANG).id;
        return QuarkusTransaction.requiringNew().call(() -> {
            ImportJob job = new ImportJob();
            job.startedBy = startedBy;
            job.organisationId = unit;
            job.format = SourceFormat.TRF;
            job.fileName = "zhejiang-2025.trf";
            job.state = state;
            job.linesRead = read;
            job.linesTotal = total;
            job.createdAt = at;
            job.updatedAt = at;
            job.persist();
            return job.id;
        });
    }

    private static ImportJob stored(long id) {
        return QuarkusTransaction.requiringNew().call(() -> ImportJob.<ImportJob>findById(id));
    }

    @Test
    void shouldAnswerAnUploadAtOnceAndLeadFromItsPageToTheDraft() {
        String file = fixture("trf/swiss-trf16.trf", tag());
        String job = BackgroundImports.jobPage(upload(file));
        String draft = BackgroundImports.draftOf(end(job));
        assertTrue(draft.endsWith("?done=IMPORTED"), draft);
        as(registrar).when().get(draft).then().statusCode(200)
                .body(containsString("id=\"done-notice\" role=\"status\">已导入。"))
                .body(containsString("将要公布的内容"))
                .body(containsString("id=\"fact-players\">6 名"));
        long event = BackgroundImports.eventId(draft);
        String actor = QuarkusTransaction.requiringNew().call(() -> AuditEntry.<AuditEntry>find(
                "action = 'EVENT_IMPORTED' and entityId = ?1", String.valueOf(event)).singleResult().actor);
        assertEquals(owner, actor, "the audit log names the registrar who uploaded, not the system");

        String again = BackgroundImports.draftOf(end(BackgroundImports.jobPage(upload(file))));
        assertEquals("/registry/events/" + event + "?done=UNCHANGED", again);
        as(registrar).when().get(again + "&lang=en").then().statusCode(200)
                .body(containsString("This file was imported before; nothing changed."));
    }

    @Test
    void shouldShowTheStepOfARunningImportAndReloadItselfInChineseAndEnglish() {
        long reading = plant(owner, ImportJobState.READING, 120, 400, Instant.now());
        as(registrar).when().get("/registry/imports/" + reading + "?lang=zh-CN").then().statusCode(200)
                .body(containsString("<meta http-equiv=\"refresh\" content=\"2\">"))
                .body(containsString("id=\"import-file\">文件：zhejiang-2025.trf"))
                .body(containsString("正在读取文件：已读 120 行，共 400 行。"))
                .body(containsString("<progress id=\"import-bar\" value=\"120\" max=\"400\">"))
                .body(containsString("<li class=\"current\" aria-current=\"step\">读取文件</li>"))
                .body(containsString("<li class=\"todo\">检查</li>"))
                .body(not(containsString("<script")));
        as(registrar).when().get("/registry/imports/" + reading + "?lang=en").then().statusCode(200)
                .body(containsString("Reading the file: 120 of 400 lines read."))
                .body(containsString("This page reloads itself every 2 seconds."))
                .body(not(containsString("正在")));
        long checking = plant(owner, ImportJobState.CHECKING, 400, 400, Instant.now());
        as(registrar).when().get("/registry/imports/" + checking + "?lang=zh-CN").then().statusCode(200)
                .body(containsString("<li class=\"done\">读取文件</li>"))
                .body(containsString("<li class=\"current\" aria-current=\"step\">检查</li>"))
                .body(containsString("正在检查："))
                .body(containsString("<progress id=\"import-bar\"></progress>"));
        long saving = plant(owner, ImportJobState.SAVING, 400, 400, Instant.now());
        as(registrar).when().get("/registry/imports/" + saving + "?lang=en").then().statusCode(200)
                .body(containsString("<li class=\"current\" aria-current=\"step\">Save</li>"))
                .body(containsString("Saving the draft, its players and results."));
        long waiting = plant(owner, ImportJobState.WAITING, 0, 0, Instant.now());
        as(registrar).when().get("/registry/imports/" + waiting + "?lang=zh-CN").then().statusCode(200)
                .body(containsString("排队中"))
                .body(containsString("<meta http-equiv=\"refresh\""));
    }

    @Test
    void shouldShowAnImportOnlyToItsRegistrarAndTheAdministratorsAboveItsUnit() {
        long job = plant(owner, ImportJobState.READING, 1, 10, Instant.now());
        String page = "/registry/imports/" + job;
        as(registrar).when().get(page).then().statusCode(200);
        as(Browserless.signIn(staff.fresh("zj-admin", Role.ADMIN, ZHEJIANG), StaffFixtures.PASSWORD)).when()
                .get(page).then().statusCode(200).body(containsString("id=\"import-state\""));
        String unknown = "/registry/imports/" + (job + 100_000);
        ValidatableResponse none = as(registrar).when().get(unknown).then().statusCode(404);
        String notFound = none.extract().asString();
        assertTrue(notFound.contains("data-code=\"IMPORT_NOT_FOUND\""), notFound);
        for (Browserless other : java.util.List.of(Browserless.signIn(ZJ_REGISTRAR, StaffFixtures.PASSWORD),
                Browserless.signIn(BJ_REGISTRAR, StaffFixtures.PASSWORD),
                Browserless.signIn(ZJ_REVIEWER, StaffFixtures.PASSWORD),
                Browserless.signIn(staff.fresh("bj-admin", Role.ADMIN, "1100"), StaffFixtures.PASSWORD))) {
            String answer = as(other).when().get(page).then().statusCode(404).extract().asString();
            assertTrue(answer.contains("data-code=\"IMPORT_NOT_FOUND\""), answer);
            assertFalse(answer.contains("zhejiang-2025.trf"), answer);
        }
        as(Browserless.anonymous()).when().get(page).then().statusCode(302)
                .header("Location", containsString("/login"));
    }

    @Test
    void shouldLandOnTheErrorsOfARefusedFileLineByLine() {
        String broken = fixture("trf/swiss-trf16.trf", tag()).replace("2001/02/03  2.0", "2001/02/03  2.5");
        String job = BackgroundImports.jobPage(upload(broken));
        end(job).then().statusCode(200)
                .body(containsString("id=\"import-errors\""))
                .body(containsString("第 12 行，第 81 列 · TRF_POINTS_MISMATCH"))
                .body(containsString("id=\"import-form\""));
        as(registrar).when().get(job + "?lang=en").then().statusCode(200)
                .body(containsString("line 12, column 81 · TRF_POINTS_MISMATCH"))
                .body(not(containsString("http-equiv=\"refresh\"")));
        as(Browserless.signIn(staff.fresh("zj-admin", Role.ADMIN, ZHEJIANG), StaffFixtures.PASSWORD)).when()
                .get(job + "?lang=zh-CN").then().statusCode(200)
                .body(containsString("第 12 行，第 81 列 · TRF_POINTS_MISMATCH"))
                .body(not(containsString("id=\"import-form\"")));
    }

    @Test
    void shouldAskForTheFileAgainWhenTheInstanceRunningItStopped() {
        long stale = plant(owner, ImportJobState.SAVING, 900, 900, Instant.now().minus(Duration.ofHours(1)));
        as(registrar).when().get("/registry/imports/" + stale + "?lang=zh-CN").then().statusCode(200)
                .body(containsString("导入中断了"))
                .body(containsString("没有保存任何内容，请重新上传文件。"))
                .body(containsString("href=\"/registry/events\" id=\"upload-again\""))
                .body(not(containsString("http-equiv=\"refresh\"")));
        assertEquals(ImportJobState.FAILED, stored(stale).state);
        assertEquals(ImportJobFailure.ABANDONED, stored(stale).failure);
        as(registrar).when().get("/registry/imports/" + stale + "?lang=en").then().statusCode(200)
                .body(containsString("Nothing was saved; please upload the file again."));

        long unread = plant(owner, ImportJobState.READING, 5, 900, Instant.now().minus(Duration.ofHours(1)));
        long alive = plant(owner, ImportJobState.READING, 5, 900, Instant.now());
        jobs.sweep();
        assertEquals(ImportJobState.FAILED, stored(unread).state, "given up without anyone reading its page");
        assertEquals(ImportJobState.READING, stored(alive).state, "a job written lately still runs");
    }

    @Test
    void shouldForgetImportsADayAfterTheyEnded() {
        long old = plant(owner, ImportJobState.IMPORTED, 10, 10, Instant.now().minus(Duration.ofHours(25)));
        long recent = plant(owner, ImportJobState.REFUSED, 10, 10, Instant.now().minus(Duration.ofHours(23)));
        jobs.sweep();
        as(registrar).when().get("/registry/imports/" + old).then().statusCode(404);
        as(registrar).when().get("/registry/imports/" + recent).then().statusCode(200);
    }

    @Test
    void shouldRefuseAnUploadWhileTheInstanceRunsAsManyImportsAsItMay() {
        int taken = 0;
        while (slots.tryTake()) {
            taken++;
        }
        long before = QuarkusTransaction.requiringNew().call(() -> ImportJob.count());
        try {
            Response busy = upload(fixture("trf/round-robin.trf", tag()));
            busy.then().statusCode(503).header("Retry-After", "60")
                    .body(containsString("id=\"import-busy\""))
                    .body(containsString("这台服务器正在处理的导入已达上限，这份文件没有被接收。"));
            assertEquals(before, QuarkusTransaction.requiringNew().call(() -> ImportJob.count()));
        } finally {
            for (int i = 0; i < taken; i++) {
                slots.give();
            }
        }
        assertTrue(taken >= 1, "the instance had room for imports");
        end(BackgroundImports.jobPage(upload(fixture("trf/round-robin.trf", tag())))).then().statusCode(303)
                .header("Location", endsWith("?done=IMPORTED"));
    }
}
