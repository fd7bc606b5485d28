import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { GuestStatusChip } from "../../components/guest-status-chip.tsx";
import { guestCells } from "./guest-cells.ts";
import { GuestPartChips } from "./guest-part-chips.tsx";
import { GuestRowActions } from "./guest-row-actions.tsx";
import type { GuestSelectionProps } from "./guest-table.tsx";
import { SelectPageCheckbox } from "./select-page-checkbox.tsx";

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? "1 / -1" : undefined }}>
      <Typography component="dt" variant="caption" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The guest list on phones: one stacked card per guest instead of a table wider than the screen. */
export function GuestCardList({
  guests,
  selected,
  onToggle,
  onToggleAll,
  onCopyLink,
  onDelete,
  parts,
}: GuestSelectionProps) {
  return (
    <Box>
      <FormControlLabel
        sx={{ px: 1.5, py: 0.5 }}
        label="Select all on this page"
        control={<SelectPageCheckbox guests={guests} selected={selected} onToggleAll={onToggleAll} />}
      />
      <Stack component="ul" aria-label="Guests" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {guests.map((guest) => (
          <Box
            component="li"
            key={guest.id}
            sx={{
              px: 1.5,
              py: 1.5,
              borderTop: 1,
              borderColor: "divider",
              bgcolor: selected.has(guest.id) ? "action.selected" : undefined,
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <Checkbox
                checked={selected.has(guest.id)}
                onChange={() => onToggle(guest.id)}
                slotProps={{ input: { "aria-label": `Select ${guest.name}` } }}
                sx={{ mt: -0.75, ml: -0.5 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: "center", justifyContent: "space-between" }}
                >
                  <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>{guest.name}</Typography>
                  <GuestStatusChip status={guest.status} />
                </Stack>
                <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                  {guestCells.email(guest)}
                </Typography>
                <GuestPartChips guest={guest} parts={parts} />
                <Box
                  component="dl"
                  sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 1, my: 1 }}
                >
                  <Fact label="Phone" value={guestCells.phone(guest)} />
                  <Fact label="Category" value={guestCells.category(guest)} />
                  <Fact
                    label="+1s"
                    value={
                      guest.plusOnes.length
                        ? `${guestCells.plusOnes(guest)}: ${guest.plusOnes.join(", ")}`
                        : guestCells.plusOnes(guest)
                    }
                  />
                  <Fact label="Responded" value={guestCells.respondedShort(guest)} />
                  {/* Only what the guest told: most guests leave these empty. */}
                  {guestCells.meal(guest) !== "—" && <Fact label="Meal" value={guestCells.meal(guest)} />}
                  {guestCells.dietary(guest) !== "—" && (
                    <Fact label="Dietary" value={guestCells.dietary(guest)} wide />
                  )}
                </Box>
                <GuestRowActions
                  guest={guest}
                  onCopyLink={onCopyLink}
                  onDelete={onDelete}
                  variant="buttons"
                />
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
