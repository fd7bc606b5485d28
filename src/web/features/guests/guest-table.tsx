import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { Guest } from "../../../contract/guests.ts";
import type { Part } from "../../../contract/parts.ts";
import { GuestStatusChip } from "../../components/guest-status-chip.tsx";
import { guestCells } from "./guest-cells.ts";
import { GuestPartChips } from "./guest-part-chips.tsx";
import { GuestRowActions } from "./guest-row-actions.tsx";
import { SelectPageCheckbox } from "./select-page-checkbox.tsx";

export type GuestSelectionProps = {
  guests: Guest[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onCopyLink: (guest: Guest) => void;
  onDelete: (guest: Guest) => void;
  /** The event's parts, to name each guest's answers per part (none: an event in one part). */
  parts: Part[];
};

// Meal and dietary need a desktop's room. Beside the side navigation a small laptop (md) has room
// for one more column only, so there the dietary note sits under the meal; from lg each has its own.
const desktopOnly = { display: { xs: "none", md: "table-cell" } } as const;
const wideOnly = { display: { xs: "none", lg: "table-cell" } } as const;
const ellipsis = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" } as const;

/** The guest list on screens of 600 px and wider. */
export function GuestTable({
  guests,
  selected,
  onToggle,
  onToggleAll,
  onCopyLink,
  onDelete,
  parts,
}: GuestSelectionProps) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Guests"
        // Tighter than MUI's default so all columns fit beside the navigation on a laptop screen.
        sx={{ "& td, & th": { py: 1, px: 1 }, "& td:first-of-type, & th:first-of-type": { pl: 1.5 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <SelectPageCheckbox
                guests={guests}
                selected={selected}
                onToggleAll={onToggleAll}
                slotProps={{ input: { "aria-label": "Select all guests on this page" } }}
              />
            </TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Email and phone</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="center">+1s</TableCell>
            <TableCell sx={desktopOnly}>
              Meal
              <Box component="span" sx={{ display: { lg: "none" } }}>
                {" "}
                and dietary
              </Box>
            </TableCell>
            <TableCell sx={wideOnly}>Dietary</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {guests.map((guest) => (
            <TableRow key={guest.id} hover selected={selected.has(guest.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(guest.id)}
                  onChange={() => onToggle(guest.id)}
                  slotProps={{ input: { "aria-label": `Select ${guest.name}` } }}
                />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ minWidth: 110 }}>
                <Box sx={{ fontWeight: 600 }}>{guest.name}</Box>
                {/* The category under the name, like the phone under the address: one column fewer. */}
                {guest.category && (
                  <Typography variant="caption" sx={{ display: "block", color: "text.secondary" }}>
                    {guestCells.category(guest)}
                  </Typography>
                )}
              </TableCell>
              {/* Long addresses end in '…' (the full one on hover) so the row never pushes Actions off screen;
                  max-width 0 lets this cell take only the width the others leave (the table is 100% wide).
                  The phone shares the cell, under the address, to leave room for the meal and dietary columns. */}
              <TableCell title={guest.email ?? undefined} sx={{ maxWidth: 0, width: "30%" }}>
                <Box sx={{ minWidth: 110, ...ellipsis }}>{guestCells.email(guest)}</Box>
                {guest.phone && (
                  <Typography
                    variant="caption"
                    sx={{ display: "block", color: "text.secondary", whiteSpace: "nowrap" }}
                  >
                    {guest.phone}
                  </Typography>
                )}
              </TableCell>
              {/* When the guest replied themselves sits under the status it gave: a status the host
                  set has no such line, and the row keeps room for the meal and dietary columns. */}
              <TableCell sx={{ minWidth: 104 }}>
                <GuestStatusChip status={guest.status} />
                <GuestPartChips guest={guest} parts={parts} />
                {guest.respondedAt && (
                  <Typography
                    variant="caption"
                    title={guestCells.responded(guest)}
                    sx={{ display: "block", color: "text.secondary", mt: 0.25, whiteSpace: { lg: "nowrap" } }}
                  >
                    Replied {guestCells.respondedShort(guest)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="center" sx={{ whiteSpace: "nowrap" }}>
                {guest.plusOnes.length > 0 ? (
                  <Tooltip title={guest.plusOnes.join(", ")}>
                    <Typography component="span" variant="body2" tabIndex={0}>
                      {guestCells.plusOnes(guest)}
                    </Typography>
                  </Tooltip>
                ) : (
                  guestCells.plusOnes(guest)
                )}
              </TableCell>
              <TableCell sx={[desktopOnly, { maxWidth: { md: 120, lg: "none" } }]}>
                <Box sx={{ whiteSpace: "nowrap" }}>{guestCells.meal(guest)}</Box>
                {guest.dietaryNotes && (
                  <Typography
                    variant="caption"
                    title={guest.dietaryNotes}
                    sx={{
                      ...ellipsis,
                      display: { xs: "none", md: "block", lg: "none" },
                      color: "text.secondary",
                    }}
                  >
                    {guest.dietaryNotes}
                  </Typography>
                )}
              </TableCell>
              <TableCell title={guest.dietaryNotes || undefined} sx={[wideOnly, { maxWidth: 140 }]}>
                <Box sx={ellipsis}>{guestCells.dietary(guest)}</Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <GuestRowActions guest={guest} onCopyLink={onCopyLink} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
