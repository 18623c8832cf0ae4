package org.dengji.registry.record;

import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.common.Role;
import org.dengji.registry.imports.ImportParams;
import org.dengji.registry.player.PlayerCorrection;
import org.dengji.registry.player.PlayerCorrections;
import org.dengji.registry.player.PlayerService;
import org.dengji.registry.player.PlayerViews;

/**
 * Players: public search, record and eligibility; registrars of the player's subtree move a player to
 * another home unit and correct the player's names, sex, birth date, home unit and FIDE ID.
 */
@Path("/api/v1/players")
@Produces(MediaType.APPLICATION_JSON)
public class PlayerResource {

    private final PlayerService players;
    private final PlayerRecords records;
    private final PlayerCorrections corrections;

    public PlayerResource(PlayerService players, PlayerRecords records, PlayerCorrections corrections) {
        this.players = players;
        this.records = records;
        this.corrections = corrections;
    }

    /**
     * Players by Chinese name, pinyin or registration number (with or without its prefix and leading
     * zeros), each with its home unit and the titles that tell namesakes apart; no match is an empty list.
     */
    @GET
    @PermitAll
    public List<PlayerViews.Found> search(@QueryParam("q") String q) {
        return players.search(q).stream().map(PlayerViews.Found::of).toList();
    }

    @GET
    @Path("/{registrationNo}")
    @PermitAll
    public PlayerViews.Public player(@PathParam("registrationNo") String registrationNo) {
        return PlayerViews.Public.of(players.get(registrationNo));
    }

    /** The what-if answer computed from the player's published results, each result naming its event. */
    @GET
    @Path("/{registrationNo}/eligibility")
    @PermitAll
    public PlayerEligibilityView eligibility(@PathParam("registrationNo") String registrationNo,
            @QueryParam("standard") String standard) {
        return records.standingOf(registrationNo, standard, players::get).view();
    }

    /** Moves the player to another home unit; the registrar must cover both units. */
    @POST
    @Path("/{registrationNo}/move")
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public PlayerViews.Public move(@PathParam("registrationNo") String registrationNo,
            @QueryParam("unit") String unit) {
        return PlayerViews.Public.of(players.move(registrationNo, ImportParams.required("unit", unit)));
    }

    /**
     * Corrects the player (absent fields stay as they are). The answer holds the birth date: only a
     * registrar whose subtree holds the player gets one; anyone else is refused or told there is no
     * such player.
     */
    @POST
    @Path("/{registrationNo}/corrections")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public PlayerViews.Corrected correct(@PathParam("registrationNo") String registrationNo,
            @Valid @NotNull PlayerCorrection correction) {
        PlayerCorrections.Outcome done = corrections.correct(registrationNo, correction);
        return PlayerViews.Corrected.of(done.player(), done.changed());
    }
}
