package org.dengji.certification.application;

import java.util.Optional;

/** The number of the certificate issued for an application: the certificates, above this package, know it. */
public interface CertificateNumbers {

    Optional<String> of(long applicationId);
}
