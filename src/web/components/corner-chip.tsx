import Chip, { type ChipProps } from "@mui/material/Chip";

/** A small label over a picture's top-left corner (a photo waiting for approval, a public event). */
export function CornerChip({
  label,
  color,
  inset,
}: {
  label: string;
  color: ChipProps["color"];
  inset: number;
}) {
  return (
    <Chip label={label} size="small" color={color} sx={{ position: "absolute", top: inset, left: inset }} />
  );
}
