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
import { GuestStatusChip } from "../../components/guest-status-chip.tsx";
import { guestCells } from "./guest-cells.ts";
import { GuestRowActions } from "./guest-row-actions.tsx";

export type GuestSelectionProps = {
  guests: Guest[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onCopyLink: (guest: Guest) => void;
  onDelete: (guest: Guest) => void;
};

/** Meal and dietary columns need the room of a desktop; tablets keep the table as it was. */
const desktopOnly = { display: { xs: "none", md: "table-cell" } } as const;

/** The guest list on screens of 600 px and wider. */
export function GuestTable({
  guests,
  selected,
  onToggle,
  onToggleAll,
  onCopyLink,
  onDelete,
}: GuestSelectionProps) {
  const selectedHere = guests.filter((g) => selected.has(g.id)).length;
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
              <Checkbox
                checked={guests.length > 0 && selectedHere === guests.length}
                indeterminate={selectedHere > 0 && selectedHere < guests.length}
                onChange={onToggleAll}
                slotProps={{ input: { "aria-label": "Select all guests on this page" } }}
              />
            </TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="center">+1s</TableCell>
            <TableCell sx={desktopOnly}>Meal</TableCell>
            <TableCell sx={desktopOnly}>Dietary</TableCell>
            <TableCell>Responded</TableCell>
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
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 120 }}>
                {guest.name}
              </TableCell>
              {/* Long addresses end in '…' (the full one on hover) so the row never pushes Actions off screen;
                  max-width 0 lets this cell take only the width the others leave (the table is 100% wide). */}
              <TableCell title={guest.email ?? undefined} sx={{ maxWidth: 0, width: "30%" }}>
                <Box
                  sx={{ minWidth: 120, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}
                >
                  {guestCells.email(guest)}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{guestCells.phone(guest)}</TableCell>
              <TableCell>{guestCells.category(guest)}</TableCell>
              <TableCell>
                <GuestStatusChip status={guest.status} />
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
              <TableCell sx={desktopOnly}>{guestCells.meal(guest)}</TableCell>
              <TableCell title={guest.dietaryNotes || undefined} sx={[desktopOnly, { maxWidth: 160 }]}>
                <Box sx={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}>
                  {guestCells.dietary(guest)}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap", color: "text.secondary" }}>
                <span title={guest.respondedAt ? guestCells.responded(guest) : undefined}>
                  {guestCells.respondedShort(guest)}
                </span>
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
