import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { ProfileSection } from "./profile-section.tsx";

/** The data-protection page's promises kept: a copy of everything, and erasure. */
export function YourDataTab({ email }: { email: string }) {
  return (
    <Stack spacing={2.5}>
      <ProfileSection
        title="Download my data"
        intro="One ZIP file with your profile, events, guests, invitations and templates as spreadsheets (CSV) and JSON, plus the photos and pictures you uploaded."
      >
        <Button
          component="a"
          href="/api/profile/export"
          download
          variant="contained"
          startIcon={<DownloadOutlinedIcon />}
        >
          Download my data
        </Button>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1.5 }}>
          Large galleries take a moment: the download starts at once and streams as it goes.
        </Typography>
      </ProfileSection>
      <DeleteAccountSection email={email} />
    </Stack>
  );
}
