package org.dengji.registry.pages;

import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Named;
import org.dengji.common.Role;

/** What the shared layout asks of the registry: whether the viewer keeps events ({@code inject:registryViewer}). */
@Named("registryViewer")
@RequestScoped
public class RegistryViewer {

    private final SecurityIdentity identity;

    public RegistryViewer(SecurityIdentity identity) {
        this.identity = identity;
    }

    public boolean isRegistrar() {
        return identity.hasRole(Role.REGISTRAR_NAME);
    }
}
