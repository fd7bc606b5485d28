import CloudOffIcon from "@mui/icons-material/CloudOff";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { formatTimestamp } from "../lib/event-date-format.ts";
import { offlineMessages } from "../lib/offline/offline-messages.ts";
import { discardChange, retryChange } from "../lib/offline/offline-sync.ts";
import type { QueuedChange } from "../lib/offline/queued-change.ts";
import { reloadToNewVersion, useUpdateAvailable } from "../lib/offline/service-worker.ts";
import { useOnline } from "../lib/offline/use-online.ts";
import { useQueuedChanges } from "../lib/offline/use-queued-changes.ts";
import { useSavedData } from "../lib/offline/use-saved-data.ts";

/**
 * What the dashboard says above every page about working offline: that it is offline and how old
 * the data shown is, that a page was never saved here, each change the server refused (with its
 * words, Retry and Discard), and that a new version waits.
 */
export function OfflineNotices() {
  const online = useOnline();
  const refused = useQueuedChanges().filter((c) => c.state === "refused");
  const updateAvailable = useUpdateAvailable();
  if (online && refused.length === 0 && !updateAvailable) return null;

  return (
    <Stack spacing={1} sx={{ px: { xs: 2, sm: 3, md: 4 }, pt: 2, maxWidth: 1200, mx: "auto" }}>
      {updateAvailable && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={reloadToNewVersion}>
              {offlineMessages.reload}
            </Button>
          }
        >
          {offlineMessages.updateAvailable}
        </Alert>
      )}
      {!online && <OfflineBanner />}
      {refused.map((change) => (
        <RefusedChange key={change.seq} change={change} />
      ))}
    </Stack>
  );
}

/** Only mounted offline: reading every query's age is not worth doing on each change online. */
function OfflineBanner() {
  const { savedAt, missing } = useSavedData();
  return (
    <>
      <Alert severity="warning" role="status" icon={<CloudOffIcon fontSize="inherit" />}>
        {savedAt !== null
          ? offlineMessages.banner(formatTimestamp(new Date(savedAt).toISOString()))
          : offlineMessages.bannerNothingSaved}
      </Alert>
      {missing && (
        <Alert severity="info">
          <AlertTitle>{offlineMessages.notSeenTitle}</AlertTitle>
          {offlineMessages.notSeen}
        </Alert>
      )}
    </>
  );
}

function RefusedChange({ change }: { change: QueuedChange }) {
  const seq = change.seq ?? 0;
  const fieldMessages = Object.values(change.refusal?.fields ?? {}).filter(
    (m) => m !== change.refusal?.message,
  );
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{offlineMessages.refusedTitle(change.label)}</AlertTitle>
      {[change.refusal?.message, ...fieldMessages].filter(Boolean).join(" · ")}
      {/* Below the message, not beside it: on a phone the words need the width. */}
      <Stack direction="row" spacing={1} sx={{ mt: 1, ml: -1 }}>
        <Button color="inherit" size="small" onClick={() => void retryChange(seq)}>
          {offlineMessages.retry}
        </Button>
        <Button color="inherit" size="small" onClick={() => void discardChange(seq)}>
          {offlineMessages.discard}
        </Button>
      </Stack>
    </Alert>
  );
}
