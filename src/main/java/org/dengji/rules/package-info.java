/** The chess rules engine: plain Java, no framework import. */
package org.dengji.rules;
