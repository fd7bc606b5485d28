import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import GroupAddOutlinedIcon from "@mui/icons-material/GroupAddOutlined";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useSnackbar } from "notistack";
import { useEffect, useState } from "react";
import { type Guest, type GuestPage, guestPageSizes } from "../../../contract/guests.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { PlanUsage } from "../../components/plan-usage.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { guestStatusLabels } from "../../lib/guest-labels.ts";
import { GuestCardList } from "./guest-card-list.tsx";
import type { GuestListParams } from "./guest-list-params.ts";
import { GuestStatusTabs } from "./guest-status-tabs.tsx";
import { GuestTable } from "./guest-table.tsx";
import { PartFilter } from "./part-filter.tsx";
import { PartInvitationDialog } from "./part-invitation-dialog.tsx";
import { useCopyRsvpLink } from "./use-copy-rsvp-link.ts";
import { useDeleteGuests } from "./use-guest-mutations.ts";
import { useGuestSelection } from "./use-guest-selection.ts";

type Props = {
  eventId: string;
  params: GuestListParams;
  query: { data: GuestPage | undefined; isError: boolean; error: unknown; isFetching: boolean };
  showWaitlist: boolean;
  onChange: (next: Partial<GuestListParams>) => void;
  onImport: () => void;
  addGuestAction: React.ReactNode;
};

function loadProblem(error: unknown): string | null {
  // The server's own refusal ('You do not have permission…', 'Event not found') says more than the title.
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/**
 * Next and Previous start from the guest next to the new page, so a page of a long list costs the
 * server what the first one does and stays put while guests arrive at the top.
 */
function pageMove(current: number, page: number, shown: Guest[]): Partial<GuestListParams> {
  if (page === current + 1 && shown.length > 0) return { page, after: shown[shown.length - 1].id };
  if (page === current - 1 && shown.length > 0) return { page, before: shown[0].id };
  return { page };
}

/** Search, status tabs, the guests of one page (table or cards), selection, delete and paging. */
export function GuestListPanel({
  eventId,
  params,
  query,
  showWaitlist,
  onChange,
  onImport,
  addGuestAction,
}: Props) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const { enqueueSnackbar } = useSnackbar();
  const copyLink = useCopyRsvpLink();
  const remove = useDeleteGuests(eventId);
  const page = query.data;
  const guests = page?.items ?? [];
  const viewKey = JSON.stringify([
    ...[eventId, params.search, params.status, params.partId, params.page, params.pageSize],
  ]);
  const parts = page?.parts ?? [];
  // "Invite to parts…": the selected guests, or (none selected) a category's; null: closed.
  const [inviting, setInviting] = useState<string[] | null>(null);
  const selection = useGuestSelection(viewKey, guests);
  // The guests to delete stay set while the dialog fades out, so its text does not change under it.
  const [confirm, setConfirm] = useState<Guest[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // Deleting the last rows of a page, here or elsewhere (seen through the stream), leaves it past the end.
  const pastEnd = page !== undefined && page.items.length === 0 && params.page > 1;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / params.pageSize)) : 1;
  useEffect(() => {
    if (pastEnd) onChange({ page: lastPage });
  }, [pastEnd, lastPage, onChange]);
  const askDelete = (list: Guest[]) => {
    setConfirm(list);
    setConfirmOpen(true);
  };

  async function deleteConfirmed() {
    try {
      const removed = await remove.mutateAsync(confirm.map((g) => g.id));
      enqueueSnackbar(removed === 1 ? "Guest deleted" : `${removed} guests deleted`, { variant: "success" });
      selection.clear();
    } catch (error) {
      enqueueSnackbar(
        error instanceof ApiError && error.status < 500 ? error.message : "Failed to delete guests",
        {
          variant: "error",
        },
      );
    } finally {
      setConfirmOpen(false);
    }
  }

  const selectionProps = {
    guests,
    selected: selection.selected,
    onToggle: selection.toggle,
    onToggleAll: selection.toggleAll,
    onCopyLink: (g: Guest) => void copyLink(g.rsvpPath),
    onDelete: (g: Guest) => askDelete([g]),
    parts,
  };

  let body: React.ReactNode;
  if (query.isError && !page) {
    const detail = loadProblem(query.error);
    body = (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        <AlertTitle>Failed to load guest list</AlertTitle>
        {detail}
      </Alert>
    );
  } else if (!page) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading guests">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  } else if (page.counts.all === 0) {
    body = (
      <Box sx={{ p: 2 }}>
        <EmptyState
          icon={<GroupAddOutlinedIcon />}
          title="No guests yet"
          description="Add guests one by one, or import your whole list from a CSV file."
          action={
            <Stack
              direction="row"
              useFlexGap
              spacing={1.5}
              sx={{ justifyContent: "center", flexWrap: "wrap" }}
            >
              {addGuestAction}
              <Button variant="outlined" onClick={onImport}>
                Import CSV
              </Button>
            </Stack>
          }
        />
      </Box>
    );
  } else if (guests.length === 0) {
    body = (
      <Box sx={{ p: 2 }}>
        <EmptyState
          icon={<SearchOffIcon />}
          title={
            params.search
              ? "No matching guests found"
              : `No ${guestStatusLabels[params.status ?? "invited"].toLowerCase()} guests`
          }
          description={
            params.search ? "Try adjusting your search terms" : "Guests appear here as their status changes."
          }
          action={
            params.search ? (
              <Button variant="outlined" onClick={() => onChange({ search: "", page: 1 })}>
                Clear search
              </Button>
            ) : undefined
          }
        />
      </Box>
    );
  } else {
    body = phone ? <GuestCardList {...selectionProps} /> : <GuestTable {...selectionProps} />;
  }

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, pb: 0 }}>
        {page && (
          <Box sx={{ mb: 2 }}>
            <PlanUsage eventId={eventId} used={page.counts.all} noun="guests" />
          </Box>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }}>
          <SearchField
            value={params.search}
            onChange={(search) => onChange({ search, page: 1 })}
            placeholder="Search guests by name, email or phone"
            sx={{ maxWidth: { md: 520 }, flex: 1 }}
          />
          {parts.length > 0 && (
            <PartFilter
              parts={parts}
              value={params.partId ?? null}
              onChange={(partId) => onChange({ partId, page: 1 })}
              onInvite={() => setInviting([])}
            />
          )}
        </Stack>
      </Box>
      <GuestStatusTabs
        value={params.status}
        counts={page?.counts}
        showWaitlist={showWaitlist}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      {/* The bar keeps its height, so the table does not jump when a refetch starts. */}
      <Box sx={{ height: 4 }}>
        {query.isFetching && page && <LinearProgress aria-label="Refreshing guests" />}
      </Box>
      {query.isError && page && <ErrorAlert message="Failed to load guest list" sx={{ mx: 2, mt: 1 }} />}
      {selection.selected.size > 0 && (
        <Stack
          direction="row"
          spacing={2}
          sx={{
            px: 2,
            py: 1,
            alignItems: "center",
            bgcolor: "action.selected",
            justifyContent: "space-between",
          }}
        >
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {selection.selected.size} selected
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", justifyContent: "flex-end" }}>
            {parts.length > 0 && (
              <Button variant="outlined" onClick={() => setInviting([...selection.selected])}>
                Invite to parts…
              </Button>
            )}
            <Button
              color="error"
              variant="contained"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => askDelete(guests.filter((g) => selection.selected.has(g.id)))}
            >
              Delete selected
            </Button>
          </Stack>
        </Stack>
      )}
      {body}
      {page && page.total > 0 && (
        <TablePagination
          component="div"
          count={page.total}
          page={Math.max(0, params.page - 1)}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...guestPageSizes]}
          onPageChange={(_, next) => onChange(pageMove(params.page, next + 1, guests))}
          onRowsPerPageChange={(e) => onChange({ pageSize: Number(e.target.value), page: 1 })}
          labelRowsPerPage={phone ? "Rows" : "Rows per page"}
          sx={{ borderTop: 1, borderColor: "divider" }}
        />
      )}
      {inviting && (
        <PartInvitationDialog
          eventId={eventId}
          parts={parts}
          guestIds={inviting}
          onClose={() => setInviting(null)}
          onDone={() => {
            setInviting(null);
            selection.clear();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={confirm.length > 1 ? `Delete ${confirm.length} guests?` : "Delete guest?"}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void deleteConfirmed()}
        onClose={() => setConfirmOpen(false)}
      >
        {confirm.length === 1
          ? `${confirm[0].name} will be removed from the guest list, and their RSVP link will stop working. This cannot be undone.`
          : "The selected guests will be removed from the guest list, and their RSVP links will stop working. This cannot be undone."}
      </ConfirmDialog>
    </Paper>
  );
}
