import MenuItem from "@mui/material/MenuItem";

/**
 * The items of a select over a fixed list of values, each shown by its label. A function, not a
 * component: MUI's Select reads its MenuItems' own props, so they must be its direct children.
 */
export function menuOptions<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {labels[value]}
    </MenuItem>
  ));
}
