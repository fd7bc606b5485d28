import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

/** A column's heading; numbers and row actions sit to the right. `false` leaves the column out. */
export type Column = string | { label: string; align: "right" } | false;

/** The heading row of a list table. `muted`: bold grey heads, as on the invitation tables. */
export function ColumnHeads({ columns, muted = false }: { columns: Column[]; muted?: boolean }) {
  return (
    <TableHead>
      <TableRow sx={muted ? { "& th": { fontWeight: 700, color: "text.secondary" } } : undefined}>
        {columns.map((column) => {
          if (!column) return null;
          const { label, align } = typeof column === "string" ? { label: column, align: undefined } : column;
          return (
            <TableCell key={label} align={align}>
              {label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
