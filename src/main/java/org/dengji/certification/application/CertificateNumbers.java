package org.dengji.certification.application;

import java.util.List;
import java.util.Optional;

/** The certificate issued for an application: the certificates, above this package, know it. */
public interface CertificateNumbers {

    Optional<String> of(long applicationId);

    /**
     * The characters of the holder's name that the certificate's fonts cannot print (named as
     * {@code U+1F600}), for the approver to hear of; empty when there is no certificate or all print.
     */
    List<String> unprintableInName(long applicationId);
}
