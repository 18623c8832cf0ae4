package org.dengji.rules.game;

/**
  * A warning or an informative note about a valid game (see {@link FaultCode#severity()}).
  *
  * @param ply the ply the notice is about (1 = White's first move), 0 for the whole game
  */
public record Notice(FaultCode code, String message, int ply, int line, int column) {
    public Severity severity() {
        return code.severity();
    }

    public String describe() {
        return "line " + line + " col " + column + ": " + message;
    }
}
