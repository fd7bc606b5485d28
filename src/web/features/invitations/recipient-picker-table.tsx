import Checkbox from "@mui/material/Checkbox";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { GuestContact } from "../../../contract/guests.ts";
import { GuestStatusChip } from "../../components/guest-status-chip.tsx";
import { SelectBox } from "../../components/select-box.tsx";

type Props = {
  /** The guests on the current page of the filtered list. */
  guests: GuestContact[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The header box: every guest the filter shows (all pages), selected or not. */
  allShownSelected: boolean;
  someShownSelected: boolean;
  onToggleAllShown: () => void;
};

const missing = (
  <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
    —
  </Typography>
);

/** The guests to pick from: name, e-mail, phone and reply; a compact list on phones. */
export function RecipientPickerTable({
  guests,
  selected,
  onToggle,
  allShownSelected,
  someShownSelected,
  onToggleAllShown,
}: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const allBox = (
    <Checkbox
      checked={allShownSelected}
      indeterminate={!allShownSelected && someShownSelected}
      onChange={onToggleAllShown}
      slotProps={{ input: { "aria-label": "Select all guests shown" } }}
    />
  );

  if (phone) {
    return (
      <>
        <Stack direction="row" sx={{ alignItems: "center", borderBottom: 1, borderColor: "divider" }}>
          {allBox}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Select all guests shown
          </Typography>
        </Stack>
        <List aria-label="Guests" disablePadding>
          {guests.map((g) => (
            <ListItem key={g.id} divider disableGutters sx={{ alignItems: "flex-start", py: 0.5 }}>
              <SelectBox name={g.name} checked={selected.has(g.id)} onToggle={() => onToggle(g.id)} />
              <Stack sx={{ minWidth: 0, flexGrow: 1, pt: 1 }} spacing={0.25}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between" }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{g.name}</Typography>
                  <GuestStatusChip status={g.status} />
                </Stack>
                <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                  {g.email || "No e-mail"}
                </Typography>
                {g.phone && (
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {g.phone}
                  </Typography>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      </>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label="Guests" sx={{ "& td, & th": { py: 0.75 } }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell padding="checkbox">{allBox}</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {guests.map((g) => (
            <TableRow key={g.id} hover selected={selected.has(g.id)}>
              <TableCell padding="checkbox">
                <SelectBox name={g.name} checked={selected.has(g.id)} onToggle={() => onToggle(g.id)} />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {g.name}
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{g.email || missing}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{g.phone || missing}</TableCell>
              <TableCell>
                <GuestStatusChip status={g.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
