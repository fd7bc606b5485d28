import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useNavigate, useSearchParams } from "react-router";
import { paymentMessages, planName, returnPath } from "../../../contract/payments.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { EventSelect } from "../../components/event-select.tsx";
import { SectionTabs } from "../../components/section-tabs.tsx";
import { defaultEventId } from "../../lib/default-event.ts";
import { useEventPlan } from "../../lib/use-event-plan.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { PackageCards } from "./package-cards.tsx";
import { TestCheckoutDialog } from "./test-checkout-dialog.tsx";
import { TransactionHistory } from "./transaction-history.tsx";
import { useCheckout } from "./use-checkout.ts";

/** /dashboard/payments: packages bought per event, and the Transaction History. */
export default function PaymentsPage() {
  const [params, setParams] = useSearchParams();
  const events = useHostEvents();
  const chosen = params.get("eventId") ?? (events.data ? defaultEventId(events.data) : null);
  const eventId = events.data?.some((e) => e.id === chosen) ? chosen : null;
  const plan = useEventPlan(eventId ?? undefined);
  const checkout = useCheckout();
  const navigate = useNavigate();
  // The locked screen the host came from (Analytics, check-in, the gallery's limit): back there once paid.
  const returnTo = returnPath(params.get("returnTo"));
  const tab = params.get("tab") === "history" ? "history" : "packages";
  const setTab = (next: "packages" | "history") =>
    setParams((p) => {
      if (next === "history") p.set("tab", "history");
      else p.delete("tab");
      return p;
    });

  return (
    <DashboardPage width={1280} title="Payments" subtitle="Packages for your events, and what you have paid.">
      <SectionTabs
        idPrefix="payments"
        label="Payments sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: "packages", label: "Packages" },
          { value: "history", label: "Transaction History" },
        ]}
      >
        {tab === "history" ? (
          <TransactionHistory />
        ) : (
          <Stack spacing={2.5}>
            {events.data && events.data.length === 0 ? (
              <Alert severity="info">{paymentMessages.needEvent}</Alert>
            ) : (
              <EventSelect
                events={events.data ?? []}
                value={eventId}
                onChange={(id) =>
                  setParams((p) => {
                    if (id) p.set("eventId", id);
                    return p;
                  })
                }
                helperText={
                  plan.data
                    ? `This event has the ${planName(plan.data.packageId)}: ${plan.data.guestLimit ?? "unlimited"} guests, ${plan.data.photoLimit ?? "unlimited"} photos.`
                    : "Packages are bought for one event."
                }
              />
            )}
            <PackageCards
              current={plan.data ? plan.data.packageId : undefined}
              free={
                plan.data && plan.data.packageId === null
                  ? { guests: plan.data.guestLimit, photos: plan.data.photoLimit }
                  : undefined
              }
              busy={checkout.busy}
              onBuy={(id) => checkout.buy(id, eventId, returnTo ? () => navigate(returnTo) : undefined)}
            />
          </Stack>
        )}
      </SectionTabs>
      <TestCheckoutDialog order={checkout.testOrder} onAnswer={checkout.answerTest} />
    </DashboardPage>
  );
}
