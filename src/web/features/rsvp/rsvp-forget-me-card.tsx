import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { GuestPageSection } from "../../components/guest-page-section.tsx";

/**
 * The data-protection page's right to erasure, for guests: a plain form (no script needed) that
 * removes the guest's name, contact details and reply from the host's list. Folded away, and the
 * box must be ticked, so nobody removes themselves by a stray tap.
 */
export function RsvpForgetMeCard({ pagePath }: { pagePath: string }) {
  return (
    <GuestPageSection labelledBy="forget-heading" sx={{ mt: { xs: 0, sm: 3 } }}>
      <Box
        component="details"
        sx={{ "& summary": { cursor: "pointer", minHeight: 44, display: "flex", alignItems: "center" } }}
      >
        <Typography component="summary" sx={{ color: "text.secondary" }}>
          <span id="forget-heading">Remove my details from this guest list</span>
        </Typography>
        <Stack component="form" method="post" action={`${pagePath}/forget`} spacing={1.5} sx={{ mt: 1 }}>
          <Typography>
            Your name, e-mail, phone number and reply are deleted from the host's list, and the host is told
            that you asked. This link stops working.
          </Typography>
          {/* Required on the input itself: FormControlLabel puts a div (its asterisk row) inside the
              label for a required control, which a label may not hold. */}
          <FormControlLabel
            control={<Checkbox name="confirm" value="yes" slotProps={{ input: { required: true } }} />}
            label={
              <>
                I understand: remove my details
                <Box component="span" aria-hidden>
                  {" *"}
                </Box>
              </>
            }
          />
          <Button
            type="submit"
            variant="outlined"
            color="error"
            sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
          >
            Remove my details
          </Button>
        </Stack>
      </Box>
    </GuestPageSection>
  );
}
