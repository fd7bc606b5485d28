import LinkIcon from "@mui/icons-material/Link";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useState } from "react";
import type { DoorLink, NewDoorLink } from "../../../contract/door-links.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { QrCodeDialog } from "../../components/qr-code-dialog.tsx";
import { ApiError, api, unwrap } from "../../lib/api-client.ts";
import { formatTimestampInZone, formatUntilInZone } from "../../lib/event-date-format.ts";
import { doorLinkKeys } from "./door-keys.ts";

const stateLabels: Record<DoorLink["state"], string> = {
  active: "Works",
  revoked: "Revoked",
  expired: "Expired",
};

function useDoorLinks(eventId: string) {
  const client = useQueryClient();
  const queryKey = doorLinkKeys.list(eventId);
  const refresh = () => client.invalidateQueries({ queryKey });
  return {
    list: useQuery({
      queryKey,
      queryFn: () => unwrap(api.GET("/events/{id}/door-links", { params: { path: { id: eventId } } })),
    }),
    create: useMutation({
      mutationFn: (label: string): Promise<NewDoorLink> =>
        unwrap(api.POST("/events/{id}/door-links", { params: { path: { id: eventId } }, body: { label } })),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (linkId: string) =>
        unwrap(
          api.POST("/events/{id}/door-links/{linkId}/revoke", { params: { path: { id: eventId, linkId } } }),
        ),
      onSettled: refresh,
    }),
  };
}

/**
 * The event's door links (docs/decisions/0031): a helper without an account scans one from the
 * host's phone and runs this door, and nothing else. A new link is shown once, as a QR code; the
 * list keeps each link's label and dates, and revokes one at once.
 */
export function DoorLinksSection({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { list, create, revoke } = useDoorLinks(eventId);
  const { enqueueSnackbar } = useSnackbar();
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<NewDoorLink | null>(null);
  const [revoking, setRevoking] = useState<DoorLink | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(label, {
      onSuccess: (made) => {
        setShown(made);
        setLabel("");
        setError(null);
      },
      onError: (err) => setError(err instanceof ApiError ? (err.fields?.label ?? err.message) : String(err)),
    });
  };

  return (
    <Box component="section" aria-labelledby="door-links-heading" sx={{ mt: 4 }}>
      <Typography id="door-links-heading" variant="h6" component="h2" gutterBottom>
        Door links
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Let helpers check guests in without an account: a door link opens this door only, on any phone, until
        the end of the day after the event. They see names, party sizes and VIP flags, never e-mails or phone
        numbers.
      </Typography>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
      >
        <TextField
          label="Label"
          placeholder="Front gate"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? "Who or where it is for, so you know which to revoke"}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<LinkIcon />}
            disabled={create.isPending}
            sx={{ mt: { sm: 1 } }}
          >
            Create door link
          </Button>
        </Box>
      </Stack>

      <Paper variant="outlined" sx={{ mt: 2 }}>
        {list.isPending ? (
          <Skeleton height={64} sx={{ mx: 2 }} />
        ) : list.isError ? (
          <Alert severity="error">{list.error.message}</Alert>
        ) : list.data.items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No door links yet.
          </Typography>
        ) : (
          <List aria-label="Door links" disablePadding>
            {list.data.items.map((link) => (
              <ListItem
                key={link.id}
                divider
                secondaryAction={
                  link.state === "active" && (
                    <Button
                      color="error"
                      onClick={() => setRevoking(link)}
                      aria-label={`Revoke ${link.label}`}
                    >
                      Revoke
                    </Button>
                  )
                }
                sx={{ pr: link.state === "active" ? 12 : 2 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} component="span">
                      <span>{link.label}</span>
                      <Chip
                        size="small"
                        label={stateLabels[link.state]}
                        color={link.state === "active" ? "success" : "default"}
                        variant="outlined"
                      />
                    </Stack>
                  }
                  secondary={`Created ${formatTimestampInZone(link.createdAt, timeZone)} · ${
                    link.state === "revoked" && link.revokedAt
                      ? `revoked ${formatTimestampInZone(link.revokedAt, timeZone)}`
                      : `${link.state === "expired" ? "worked" : "works"} until ${formatUntilInZone(link.expiresAt, timeZone)}`
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>

      <QrCodeDialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `Door link: ${shown.link.label}` : "Door link"}
        value={shown?.url ?? ""}
        caption="Scan this with the helper's phone camera now: the link is shown only once. Anyone with it can check guests in until you revoke it."
        fileName="door-link.png"
      />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.label ?? "this link"}?`}
        confirmLabel="Revoke"
        tone="error"
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              enqueueSnackbar(`${revoking.label} no longer works`, { variant: "success" });
              setRevoking(null);
            },
            onError: (err) => enqueueSnackbar(err.message, { variant: "error" }),
          })
        }
      >
        Phones with this link stop checking guests in at once. Check-ins already made stay.
      </ConfirmDialog>
    </Box>
  );
}
