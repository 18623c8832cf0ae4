package org.dengji.support;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;

/** Calls the public what-if evaluation, for the tests of eligibility and of standard versions. */
public final class WhatIf {

    private WhatIf() {
    }

    public static ValidatableResponse whatIf(String json) {
        return given().contentType(ContentType.JSON).body(json)
                .when().post("/api/v1/eligibility/what-if").then();
    }
}
