import PersonAddAlt1Icon from "@mui/icons-material/PersonAddAlt1";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TablePagination from "@mui/material/TablePagination";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { type GuestContact, guestCategories, guestStatuses } from "../../../contract/guests.ts";
import { type InvitationInput, missingEmailsText } from "../../../contract/invitations.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { menuOptions } from "../../components/menu-options.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { guestCategoryLabels, guestStatusLabels } from "../../lib/guest-labels.ts";
import { filterGuests, noFilter, type RecipientFilter } from "./recipient-filters.ts";
import { RecipientPickerTable } from "./recipient-picker-table.tsx";

type Props = {
  eventId: string;
  guests: GuestContact[] | undefined;
  guestsFailed: boolean;
  selected: string[];
  onChange: (guestIds: string[]) => void;
  type: InvitationInput["type"];
  /** The filter the wizard was opened with (a guest list's), or none. */
  initialFilter?: RecipientFilter;
};

const rowsPerPageOptions = [25, 50, 100];

/** Step 3: who gets the invitation, picked from the event's guests with filters and select-all. */
export function WizardRecipientsStep({
  eventId,
  guests,
  guestsFailed,
  selected,
  onChange,
  type,
  initialFilter,
}: Props) {
  const [filter, setFilter] = useState<RecipientFilter>(initialFilter ?? noFilter);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => filterGuests(guests ?? [], filter), [guests, filter]);

  if (guestsFailed) {
    return <ErrorAlert message="Failed to load guests for this event" />;
  }
  if (!guests) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading guests">
        <Skeleton variant="rounded" height={56} />
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (guests.length === 0) {
    return (
      <EmptyState
        icon={<PersonAddAlt1Icon />}
        title="No guests yet"
        headingLevel="h3"
        description="Add guests to this event first; then choose who gets the invitation."
        action={
          <Button component={RouterLink} to={`/dashboard/guests/add/${eventId}`} variant="contained">
            Add Guest
          </Button>
        }
      />
    );
  }

  const update = (next: Partial<RecipientFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(0);
  };
  const shownSelected = shown.filter((g) => selectedSet.has(g.id)).length;
  const allShownSelected = shown.length > 0 && shownSelected === shown.length;
  const toggle = (id: string) =>
    onChange(selectedSet.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const selectShown = () => onChange([...new Set([...selected, ...shown.map((g) => g.id)])]);
  const clearShown = () => {
    const ids = new Set(shown.map((g) => g.id));
    onChange(selected.filter((id) => !ids.has(id)));
  };
  const withoutEmail =
    type === "email" ? guests.filter((g) => selectedSet.has(g.id) && !g.email?.trim()) : [];
  const pageRows = shown.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={1.5}>
        <SearchField
          value={filter.search}
          onChange={(search) => update({ search })}
          placeholder="Search by name, email or phone"
          sx={{ flex: 2 }}
        />
        <FilterSelect label="Status" value={filter.status} onChange={(status) => update({ status })}>
          <MenuItem value="all">All statuses</MenuItem>
          {menuOptions(guestStatuses, guestStatusLabels)}
        </FilterSelect>
        <FilterSelect label="Category" value={filter.category} onChange={(category) => update({ category })}>
          <MenuItem value="all">All categories</MenuItem>
          {menuOptions(guestCategories, guestCategoryLabels)}
          <MenuItem value="none">No category</MenuItem>
        </FilterSelect>
      </Stack>

      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
      >
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {selected.length} of {guests.length} guest{guests.length === 1 ? "" : "s"} selected
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={selectShown} disabled={allShownSelected}>
            {shown.length === guests.length
              ? `Select all ${shown.length}`
              : `Select all ${shown.length} shown`}
          </Button>
          <Button size="small" onClick={clearShown} disabled={shownSelected === 0}>
            Clear selection
          </Button>
        </Stack>
      </Stack>

      {withoutEmail.length > 0 && (
        <Alert severity="warning">
          {missingEmailsText(withoutEmail.length)}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Without an e-mail:{" "}
            {withoutEmail
              .slice(0, 5)
              .map((g) => g.name)
              .join(", ")}
            {withoutEmail.length > 5 ? ` and ${withoutEmail.length - 5} more` : ""}
          </Typography>
        </Alert>
      )}

      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
        {shown.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: "center", color: "text.secondary" }}>
            No guests match these filters.
          </Typography>
        ) : (
          <RecipientPickerTable
            guests={pageRows}
            selected={selectedSet}
            onToggle={toggle}
            allShownSelected={allShownSelected}
            someShownSelected={shownSelected > 0}
            onToggleAllShown={allShownSelected ? clearShown : selectShown}
          />
        )}
        {shown.length > rowsPerPageOptions[0] && (
          <TablePagination
            component="div"
            count={shown.length}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={rowsPerPageOptions}
            onRowsPerPageChange={(e) => {
              setRowsPerPage(Number(e.target.value));
              setPage(0);
            }}
          />
        )}
      </Paper>
    </Stack>
  );
}

type FilterSelectProps<T> = { label: string; value: T; onChange: (value: T) => void; children: ReactNode };

/** One of the filters beside the search: a select whose items name every value it can take. */
function FilterSelect<T extends string>({ label, value, onChange, children }: FilterSelectProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ flex: 1, minWidth: 160 }}
    >
      {children}
    </TextField>
  );
}
