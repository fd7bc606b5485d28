import { useState } from "react";
import { useNavigate } from "react-router";
import type { EventInput } from "../../../contract/events.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useCurrentUser } from "../../lib/current-user.ts";
import { type BannerChange, emptyEventForm, type SaveProblem } from "./event-form-values.ts";
import { createEvent, uploadBanner } from "./event-requests.ts";
import { EventWizard } from "./event-wizard.tsx";
import { SaveOutcomeAlert, useSaveOutcome } from "./save-outcome.tsx";
import { useRememberEvent } from "./use-remember-event.ts";

const listPath = "/dashboard/events";

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Please try again.";
}

/** /dashboard/events/create: the wizard, then the new event's page 1.5 s after it is saved. */
export default function EventCreatePage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const remember = useRememberEvent();
  const [defaults] = useState(emptyEventForm);
  const { outcome, saved, savedButBanner } = useSaveOutcome();

  async function save(values: EventInput, banner: BannerChange): Promise<SaveProblem | undefined> {
    let event: Awaited<ReturnType<typeof createEvent>>;
    try {
      event = await createEvent(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        return { fieldErrors: error.fields, showField: true };
      }
      return { fieldErrors: { title: "Failed to create event. Please try again." } };
    }
    remember(event);

    if (banner.kind === "replace") {
      try {
        remember(await uploadBanner(event.id, banner.file));
      } catch (error) {
        // Say exactly what is missing.
        savedButBanner(
          `Event created, but the banner could not be uploaded: ${errorText(error)}`,
          `/dashboard/events/${event.id}`,
        );
        return undefined;
      }
    }
    saved("Event created successfully!", `/dashboard/events/${event.id}`);
    return undefined;
  }

  return (
    <DashboardPage
      width={880}
      title="Create Event"
      subtitle="Three short steps: the basics, when and where, then a preview."
      back={{ to: listPath, label: "Back to My Events" }}
    >
      <SaveOutcomeAlert outcome={outcome} />
      <EventWizard
        draftKey={`${user?.id ?? ""}:event:new`}
        defaultValues={defaults}
        currentBannerUrl={null}
        hostName={user?.name ?? ""}
        submitLabel="Create Event"
        onCancel={() => navigate(listPath)}
        onSave={save}
      />
    </DashboardPage>
  );
}
