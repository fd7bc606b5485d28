import Chip, { type ChipProps } from "@mui/material/Chip";

type Props = {
  label: string;
  color: ChipProps["color"];
  /** Outlined, for the state in which nothing has happened yet (invited, not sent). */
  quiet?: boolean;
};

/** Where something stands (a guest's reply, an invitation, a delivery), as a small bold chip. */
export function StatusChip({ label, color, quiet = false }: Props) {
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={quiet ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}
