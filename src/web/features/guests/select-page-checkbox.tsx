import Checkbox, { type CheckboxProps } from "@mui/material/Checkbox";
import type { Guest } from "../../../contract/guests.ts";

/**
 * The "select every guest on this page" box of the table and of the phone's cards: ticked when all
 * of the page's guests are selected, a dash when some are.
 */
export function SelectPageCheckbox({
  guests,
  selected,
  onToggleAll,
  ...rest
}: { guests: Guest[]; selected: ReadonlySet<string>; onToggleAll: () => void } & Pick<
  CheckboxProps,
  "slotProps"
>) {
  const selectedHere = guests.filter((g) => selected.has(g.id)).length;
  return (
    <Checkbox
      checked={guests.length > 0 && selectedHere === guests.length}
      indeterminate={selectedHere > 0 && selectedHere < guests.length}
      onChange={onToggleAll}
      {...rest}
    />
  );
}
