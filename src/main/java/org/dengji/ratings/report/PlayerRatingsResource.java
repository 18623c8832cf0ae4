package org.dengji.ratings.report;

import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.dengji.registry.player.PlayerService;

/** A player's ratings month by month, made from the rating reports of published events. */
@Path("/api/v1/players")
@Produces(MediaType.APPLICATION_JSON)
public class PlayerRatingsResource {

    private final PlayerService players;
    private final RatingReads reads;

    public PlayerRatingsResource(PlayerService players, RatingReads reads) {
        this.players = players;
        this.reads = reads;
    }

    @GET
    @Path("/{registrationNo}/ratings")
    @PermitAll
    public List<RatingViews.Period> ratings(@PathParam("registrationNo") String registrationNo) {
        return reads.periods(players.get(registrationNo));
    }
}
