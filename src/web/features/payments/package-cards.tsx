import CheckIcon from "@mui/icons-material/Check";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { type PackageId, packageRank, packages, paidFeatures } from "../../../contract/payments.ts";
import { formatInr } from "../../lib/format-inr.ts";

type Props = {
  /** The chosen event's package (null: the free allowance), or undefined before one is chosen. */
  current: PackageId | null | undefined;
  busy: PackageId | null;
  onBuy: (id: PackageId) => void;
  /** The free plan's limits, when the chosen event is on it: a package's smaller limit is not sold. */
  free?: { guests: number | null; photos: number | null };
};

/** Said once above the cards, instead of each card selling it. */
const freeLine =
  "Every event has, free: e-mail and WhatsApp invitations in your own design, RSVP management, guest categories and a public event page.";

/** Basic, Premium and Deluxe (spec §9), each with what it adds to the free plan; the event's own package marked. */
export function PackageCards({ current, busy, onBuy, free }: Props) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <Typography data-testid="free-plan-features" sx={{ color: "text.secondary" }}>
          {freeLine}
        </Typography>
      </Grid>
      {packages.map((pkg) => {
        const owned = current !== undefined && packageRank(current) >= packageRank(pkg.id);
        const isCurrent = current === pkg.id;
        return (
          <Grid key={pkg.id} size={{ xs: 12, md: 4 }}>
            <Card
              variant="outlined"
              component="section"
              aria-labelledby={`package-${pkg.id}`}
              sx={{
                height: "100%",
                display: "flex",
                flexDirection: "column",
                borderRadius: 3,
                borderColor: pkg.id === "premium" ? "primary.main" : undefined,
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`package-${pkg.id}`} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                  {pkg.name}
                  {isCurrent && (
                    <Chip
                      // A span: a heading may hold phrasing content only.
                      component="span"
                      label="Current package"
                      color="success"
                      size="small"
                      sx={{ ml: 1, verticalAlign: "middle" }}
                    />
                  )}
                </Typography>
                <Typography color="text.secondary">{pkg.description}</Typography>
                <Typography variant="h4" component="p" sx={{ my: 1.5, fontWeight: 700 }}>
                  {formatInr(pkg.price)}
                </Typography>
                <List dense disablePadding>
                  {paidFeatures(pkg, free).map((f) => (
                    <ListItem key={f} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckIcon color="success" fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={f} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ p: 2 }}>
                <Button
                  fullWidth
                  variant={pkg.id === "premium" ? "contained" : "outlined"}
                  disabled={owned || (busy !== null && busy !== pkg.id)}
                  loading={busy === pkg.id}
                  onClick={() => onBuy(pkg.id)}
                  aria-label={owned ? `${pkg.name}: included` : `Buy ${pkg.name}`}
                >
                  {owned ? "Included" : `Buy ${pkg.name}`}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
