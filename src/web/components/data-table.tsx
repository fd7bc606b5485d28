import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";

type Props = {
  /** The table's name for screen readers (a chart's table says what the chart shows). */
  label: string;
  /** Column headings; every column after the first holds numbers and is right-aligned. */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** A last row of totals, in bold. */
  total?: ReactNode[];
};

/** A small table of figures: the readable form of a chart, or a tally on its own. */
export function DataTable({ label, columns, rows, total }: Props) {
  return (
    // A wide table scrolls sideways on a phone; the keyboard reaches the scroll through the region.
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxWidth: "100%", overflowX: "auto" }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c} align={i === 0 ? "left" : "right"} sx={{ fontWeight: 700 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((cell, i) => (
                <TableCell
                  key={columns[i]}
                  component={i === 0 ? "th" : "td"}
                  scope={i === 0 ? "row" : undefined}
                  align={i === 0 ? "left" : "right"}
                  sx={i === 0 ? { overflowWrap: "anywhere" } : { fontVariantNumeric: "tabular-nums" }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {total && (
            <TableRow>
              {total.map((cell, i) => (
                <TableCell
                  key={columns[i]}
                  component={i === 0 ? "th" : "td"}
                  scope={i === 0 ? "row" : undefined}
                  align={i === 0 ? "left" : "right"}
                  sx={{ fontWeight: 700 }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
