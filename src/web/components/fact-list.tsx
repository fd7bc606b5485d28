import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";

/** An `sx` of the caller after ours, as MUI merges them. */
const after = (ours: SxProps<Theme>, theirs: SxProps<Theme> | undefined): SxProps<Theme> =>
  [ours, ...(Array.isArray(theirs) ? theirs : [theirs])] as SxProps<Theme>;

/**
 * Label–value facts as one definition list in a grid: `sx` lays out the grid (its columns and gaps),
 * `labelSx` styles each label. The value wraps anywhere, so a long address never widens the page.
 */
export function FactList({
  facts,
  sx,
  labelSx,
}: {
  facts: [string, string][];
  sx?: SxProps<Theme>;
  labelSx?: SxProps<Theme>;
}) {
  return (
    <Box component="dl" sx={after({ m: 0, display: "grid" }, sx)}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" sx={labelSx}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One fact of a guest's answer in a definition list: a quiet label over the value as written. */
export function AnswerFact({ label, value, sx }: { label: string; value: string; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
}
