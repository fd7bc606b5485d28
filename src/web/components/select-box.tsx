import Checkbox from "@mui/material/Checkbox";

type Props = {
  /** Whom the box selects, for its screen-reader name ("Select Asha"). */
  name: string;
  checked: boolean;
  onToggle: () => void;
};

/** The box that picks one row of a list or table (a guest to invite, to delete). */
export function SelectBox({ name, checked, onToggle }: Props) {
  return (
    <Checkbox
      checked={checked}
      onChange={onToggle}
      slotProps={{ input: { "aria-label": `Select ${name}` } }}
    />
  );
}
