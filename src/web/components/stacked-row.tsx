import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

type StackedRowProps = {
  /** The row's name: its link or its name and contact. */
  title: ReactNode;
  /** What stands at the end of the first line: a status chip, a button. */
  end: ReactNode;
  /** The first line's own layout (its alignment, a gap below it). */
  headSx?: SxProps<Theme>;
  /** The rest of the row, stacked below the first line. */
  children?: ReactNode;
};

/**
 * One row of a wide table as a phone shows it, an item of a divided list: the first line holds the
 * row's title with its status or action at the end, and the rest of its columns stack below.
 */
export function StackedRow({ title, end, headSx, children }: StackedRowProps) {
  return (
    <ListItem divider disableGutters sx={{ display: "block", py: 1.5 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={[
          { justifyContent: "space-between", alignItems: "center" },
          ...(Array.isArray(headSx) ? headSx : [headSx ?? false]),
        ]}
      >
        {title}
        {end}
      </Stack>
      {children}
    </ListItem>
  );
}
