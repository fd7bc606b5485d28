import AddIcon from "@mui/icons-material/Add";
import EventNoteOutlinedIcon from "@mui/icons-material/EventNoteOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import type { Event } from "../../../contract/events.ts";
import { maxPartsPerEvent, type Part, partHostTexts } from "../../../contract/parts.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadError, LoadingSpinner } from "../../components/query-status.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { PartCard } from "./part-card.tsx";
import { PartDialog } from "./part-dialog.tsx";
import { PartRemoveDialog } from "./part-remove-dialog.tsx";
import { useHostParts, usePartMutations } from "./use-parts.ts";

/** What the host has open: the add dialog, one part's edit dialog, or one part's removal. */
type Open = { kind: "add" } | { kind: "edit"; part: Part } | { kind: "remove"; part: Part } | null;

/** The host's Parts tab of the event page (decision 0033): the parts in order, with their tools. */
export default function PartsSection({ event }: { event: Event }) {
  const query = useHostParts(event.id);
  const mutations = usePartMutations(event.id);
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<Open>(null);
  const failed = (error: unknown, fallback: string) =>
    enqueueSnackbar(error instanceof ApiError && error.status < 500 ? error.message : fallback, {
      variant: "error",
    });

  if (query.isError) return <LoadError error={query.error} fallback={partHostTexts.loadFailed} />;
  if (!query.data) return <LoadingSpinner label="Loading the parts" />;
  const { parts, counts } = query.data;

  function move(index: number, by: -1 | 1) {
    const ids = parts.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    mutations.reorder.mutate(ids, {
      onSuccess: () => enqueueSnackbar(partHostTexts.moved, { variant: "success" }),
      onError: (error) => failed(error, "Failed to save the order"),
    });
  }

  function remove(part: Part, tell: boolean) {
    mutations.remove.mutate(
      { partId: part.id, tell },
      {
        onSuccess: () => {
          setOpen(null);
          enqueueSnackbar(tell ? partHostTexts.removedTold : partHostTexts.removed, { variant: "success" });
        },
        onError: (error) => failed(error, "Failed to remove the part"),
      },
    );
  }

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: "add" })}>
      {partHostTexts.add}
    </Button>
  );

  return (
    <Stack spacing={2}>
      {parts.length === 0 ? (
        <EmptyState
          icon={<EventNoteOutlinedIcon />}
          headingLevel="h3"
          title={partHostTexts.emptyTitle}
          description={partHostTexts.empty}
          action={addButton}
        />
      ) : (
        <>
          <Typography sx={{ color: "text.secondary" }}>{partHostTexts.intro}</Typography>
          {parts.map((part, index) => (
            <PartCard
              key={part.id}
              part={part}
              counts={counts.find((c) => c.partId === part.id)}
              eventLocation={event.location}
              first={index === 0}
              last={index === parts.length - 1}
              busy={mutations.reorder.isPending}
              onMove={(by) => move(index, by)}
              onEdit={() => setOpen({ kind: "edit", part })}
              onRemove={() => setOpen({ kind: "remove", part })}
            />
          ))}
          {parts.length < maxPartsPerEvent && <Stack sx={{ alignItems: "flex-start" }}>{addButton}</Stack>}
        </>
      )}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <PartDialog
          event={event}
          part={open.kind === "edit" ? open.part : null}
          mutations={mutations}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "remove" && (
        <PartRemoveDialog
          eventId={event.id}
          part={open.part}
          busy={mutations.remove.isPending}
          onConfirm={(tell) => remove(open.part, tell)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
