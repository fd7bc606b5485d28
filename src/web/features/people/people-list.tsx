import PersonRemoveOutlinedIcon from "@mui/icons-material/PersonRemoveOutlined";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type Person, peopleMessages, personRoleLabels } from "../../../contract/people.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { SectionCard } from "../../components/section-card.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useEventPeople, usePeopleMutations } from "./use-people.ts";

type Asking = { kind: "remove" | "hand-over"; person: Person } | null;

/** One line: who, their role, whether they accepted, and what the owner can do about them. */
function PersonRow({ person, onAsk }: { person: Person; onAsk: (asking: Asking) => void }) {
  const who = person.name ?? person.email;
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{who}</Typography>
        {person.name && (
          <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
            {person.email}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Chip size="small" label={personRoleLabels[person.role]} />
        <Chip
          size="small"
          variant="outlined"
          color={person.status === "accepted" ? "success" : "default"}
          label={person.status === "accepted" ? "Accepted" : "Pending"}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        {person.role === "cohost" && person.status === "accepted" && (
          <Button
            size="small"
            startIcon={<SwapHorizIcon />}
            onClick={() => onAsk({ kind: "hand-over", person })}
            aria-label={`Hand the event over to ${who}`}
          >
            Hand over
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<PersonRemoveOutlinedIcon />}
          onClick={() => onAsk({ kind: "remove", person })}
          aria-label={`Remove ${who}`}
        >
          Remove
        </Button>
      </Stack>
    </Box>
  );
}

/** The owner's list of the event's people, pending and accepted, with remove and hand-over. */
export function PeopleList({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const people = useEventPeople(eventId, true);
  const { remove, handOver } = usePeopleMutations(eventId);
  const [asking, setAsking] = useState<Asking>(null);
  const busy = remove.isPending || handOver.isPending;

  async function confirm() {
    if (!asking) return;
    const who = asking.person.name ?? asking.person.email;
    try {
      if (asking.kind === "remove") {
        await remove.mutateAsync(asking.person.id);
        enqueueSnackbar(peopleMessages.removed, { variant: "success" });
      } else {
        await handOver.mutateAsync(asking.person.id);
        enqueueSnackbar(peopleMessages.handedOver(who), { variant: "success" });
        navigate(`/dashboard/events/${eventId}`);
      }
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? error.message : "Something went wrong", {
        variant: "error",
      });
    }
    setAsking(null);
  }

  return (
    <SectionCard id="people-heading" title="Co-hosts and door staff">
      {people.isPending && <Skeleton variant="rounded" height={120} aria-label="Loading people" />}
      {people.isError && <Alert severity="error">Failed to load data</Alert>}
      {people.data && (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          <Box
            component="li"
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, py: 1.5 }}
          >
            <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {people.data.owner.name} (you)
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                {people.data.owner.email}
              </Typography>
            </Box>
            <Chip size="small" color="primary" label={personRoleLabels.owner} />
          </Box>
          {people.data.items.map((person) => (
            <PersonRow key={person.id} person={person} onAsk={setAsking} />
          ))}
        </Box>
      )}
      {people.data?.items.length === 0 && (
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1 }}>
          Nobody else helps run this event yet.
        </Typography>
      )}
      <ConfirmDialog
        open={asking?.kind === "remove"}
        title="Remove this person?"
        confirmLabel="Remove"
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        {asking &&
          `${asking.person.name ?? asking.person.email} will no longer be able to open ${eventTitle}, from their next click on.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === "hand-over"}
        title="Hand this event over?"
        confirmLabel="Hand over"
        tone="primary"
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        {asking &&
          `${asking.person.name ?? asking.person.email} becomes the owner of ${eventTitle}: they pay for its packages from now on and manage its people. You stay on as a co-host. Packages already bought stay with the event, and their payments stay in your history.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
