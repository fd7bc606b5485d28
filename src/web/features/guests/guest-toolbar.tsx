import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import TuneIcon from "@mui/icons-material/Tune";
import UploadFileOutlinedIcon from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import { ButtonRow } from "../../components/button-row.tsx";
import { LinkButton } from "../../components/link-button.tsx";

type Props = {
  eventId: string;
  /** The list's current search and status: what Export writes and whom Send Invites starts with. */
  exportQuery: URLSearchParams;
  onImport: () => void;
  onSettings: () => void;
};

/** Import CSV, Export, RSVP settings and Send Invites for the chosen event (Add Guest sits in the header). */
export function GuestToolbar({ eventId, exportQuery, onImport, onSettings }: Props) {
  const exportHref = `/api/events/${eventId}/guests/export${exportQuery.size ? `?${exportQuery}` : ""}`;
  // The wizard preselects the guests this list shows (issue 34: a filtered list's Send Invites
  // started with nobody chosen).
  const inviteQuery = new URLSearchParams(exportQuery);
  inviteQuery.set("eventId", eventId);
  return (
    <ButtonRow>
      <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={onImport}>
        Import CSV
      </Button>
      {/* A plain download link: the browser saves the server's CSV stream itself. */}
      <Button
        component="a"
        href={exportHref}
        download
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
      >
        Export
      </Button>
      <Button variant="outlined" startIcon={<TuneIcon />} onClick={onSettings}>
        RSVP settings
      </Button>
      <LinkButton to={`/dashboard/invitations/create?${inviteQuery}`} icon={<SendOutlinedIcon />}>
        Send Invites
      </LinkButton>
    </ButtonRow>
  );
}
