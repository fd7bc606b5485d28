import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useRouteError } from "react-router";
import { offlineMessages } from "../lib/offline/offline-messages.ts";

/**
 * Shown when a page cannot render. The usual cause is a deploy: an open tab asks for a code
 * chunk that the new version no longer has, and reloading fetches the new one.
 */
export function RouteError() {
  const error = useRouteError();
  const staleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  // Offline, a page's code that was never saved here cannot load: say so, not "something went wrong".
  if (staleChunk && !navigator.onLine) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {offlineMessages.notSeenTitle}
        </Typography>
        <Typography color="text.secondary">{offlineMessages.notSeen}</Typography>
      </Container>
    );
  }
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {staleChunk ? "EventHub has been updated" : "Something went wrong"}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {staleChunk
          ? "Reload the page to get the latest version."
          : "Please reload the page. If this keeps happening, contact support@eventhub.example."}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
