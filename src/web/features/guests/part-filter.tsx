import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { Part } from "../../../contract/parts.ts";

type Props = {
  parts: Part[];
  /** The part shown, or null for every guest. */
  value: string | null;
  onChange: (partId: string | null) => void;
  /** Opens "Invite to parts…" for a category of guests. */
  onInvite: () => void;
};

/** An event in parts: the list of one part's guests, and inviting a category to parts. */
export function PartFilter({ parts, value, onChange, onInvite }: Props) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
      <TextField
        select
        size="small"
        label="Part"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || null)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160, flex: 1 }}
      >
        <MenuItem value="">All parts</MenuItem>
        {parts.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={onInvite} sx={{ whiteSpace: "nowrap" }}>
        Invite to parts…
      </Button>
    </Stack>
  );
}
