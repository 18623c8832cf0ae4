package org.dengji.standards.core;

/** Which family of titles a standard grants: the state's national titles or the association's amateur grades. */
public enum Track {
    NATIONAL,
    AMATEUR
}
