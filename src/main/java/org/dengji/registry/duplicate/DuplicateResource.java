package org.dengji.registry.duplicate;

import jakarta.annotation.security.RolesAllowed;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDate;
import java.util.List;
import org.dengji.common.Paging;
import org.dengji.common.Role;
import org.dengji.registry.player.Player;

/** The possible-duplicates queue, for registrars (staff see birth dates: they decide on them). */
@Path("/api/v1")
@Produces(MediaType.APPLICATION_JSON)
public class DuplicateResource {

    private final DuplicateService duplicates;

    public DuplicateResource(DuplicateService duplicates) {
        this.duplicates = duplicates;
    }

    /** One side of a possible duplicate. */
    public record Side(String registrationNo, String nameZh, String nameLatin, LocalDate birthDate, Long fideId,
            String homeUnit) {
        static Side of(Player p) {
            return new Side(p.registrationNo, p.nameZh, p.nameLatin, p.birthDate, p.fideId, p.homeUnit.unitCode);
        }
    }

    /** An entry of the queue. */
    public record QueueEntry(long id, String reason, String status, Side player, Side existing) {
        static QueueEntry of(DuplicateCandidate c) {
            return new QueueEntry(c.id, c.reason.name(), c.status.name(), Side.of(c.player), Side.of(c.existing));
        }
    }

    /** A merge, and how to undo it. */
    public record Merge(long id, String kept, String merged, int movedResults, boolean undone) {
        static Merge of(PlayerMerge m) {
            return new Merge(m.id, m.kept.registrationNo, m.merged.registrationNo, m.movedResults.size(),
                    m.undoneAt != null);
        }
    }

    @GET
    @Path("/duplicates")
    @RolesAllowed(Role.REGISTRAR_NAME)
    public List<QueueEntry> open(@QueryParam("page") String page, @QueryParam("size") String size) {
        return duplicates.open(Paging.of(page, size, DuplicateService.PAGE_SIZE)).stream().map(QueueEntry::of).toList();
    }

    @POST
    @Path("/duplicates/{id}/merge")
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public Merge merge(@PathParam("id") long id) {
        return Merge.of(duplicates.merge(id));
    }

    @POST
    @Path("/duplicates/{id}/dismiss")
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public QueueEntry dismiss(@PathParam("id") long id) {
        return QueueEntry.of(duplicates.dismiss(id));
    }

    @POST
    @Path("/merges/{id}/undo")
    @Transactional // the answer reads what the change loaded
    @RolesAllowed(Role.REGISTRAR_NAME)
    public Merge undo(@PathParam("id") long id) {
        return Merge.of(duplicates.undo(id));
    }
}
