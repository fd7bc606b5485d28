import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { perEventPage } from "../../components/per-event-page.tsx";
import { LoadError, LoadingSpinner } from "../../components/query-status.tsx";
import { useEvent } from "../../lib/use-event.ts";
import { AttendeeRemindersSection } from "./attendee-reminders-section.tsx";
import { MessageCard } from "./message-card.tsx";
import { MessageForm } from "./message-form.tsx";
import { useMessageMutations, useMessages } from "./use-messages.ts";

/** /dashboard/events/:eventId/messages: write to some of the guests, and follow each delivery. */
export default perEventPage(MessagesScreen);

function MessagesScreen({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const messages = useMessages(eventId);
  const mutations = useMessageMutations(eventId);
  const title = event.data?.title;

  return (
    <DashboardPage
      width={880}
      tabTitle={title ? `Messages to the guests of ${title}` : "Messages to guests"}
      title="Messages to guests"
      subtitle={title}
      back={{ to: `/dashboard/events/${eventId}`, label: "Back to the event" }}
    >
      {messages.isPending && <LoadingSpinner label="Loading the messages" />}
      {messages.isError && (
        <LoadError error={messages.error} fallback="Could not load the messages. Please try again." />
      )}
      {messages.isSuccess && (
        <Stack spacing={3}>
          <MessageForm
            remainingToday={messages.data.remainingToday}
            send={mutations.send.mutateAsync}
            parts={messages.data.parts}
          />
          <AttendeeRemindersSection eventId={eventId} />
          <Typography component="h2" variant="h6">
            Sent messages
          </Typography>
          {messages.data.items.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>No messages yet.</Typography>
          ) : (
            messages.data.items.map((m) => (
              <MessageCard
                key={m.id}
                message={m}
                markWhatsapp={(guestId, sent) => mutations.whatsapp.mutateAsync({ id: m.id, guestId, sent })}
              />
            ))
          )}
        </Stack>
      )}
    </DashboardPage>
  );
}
