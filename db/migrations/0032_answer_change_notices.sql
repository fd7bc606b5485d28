-- Each server keeps signed-in answers it has sent lately (the host's events, guest list pages) and
-- drops one as soon as the data behind it changes, by whichever server or job (http/answer-cache.ts);
-- open guest lists refetch on the same notice (realtime.ts, guestsTopic). The database says so on
-- the channel the servers listen to: once per statement and event for guests (an import of 10,000
-- guests is one notice), and once per row for events, naming the host whose list of events it changes.
create or replace function eventhub_guests_changed() returns trigger language plpgsql as $$
declare
  changed_event uuid;
begin
  if tg_op = 'INSERT' then
    for changed_event in select distinct event_id from new_guests loop
      perform pg_notify('eventhub_changes', 'guests:' || changed_event::text);
    end loop;
  elsif tg_op = 'DELETE' then
    for changed_event in select distinct event_id from old_guests loop
      perform pg_notify('eventhub_changes', 'guests:' || changed_event::text);
    end loop;
  else
    for changed_event in select event_id from new_guests union select event_id from old_guests loop
      perform pg_notify('eventhub_changes', 'guests:' || changed_event::text);
    end loop;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger guests_changed_insert after insert on "guests"
  referencing new table as new_guests
  for each statement execute function eventhub_guests_changed();
--> statement-breakpoint
create trigger guests_changed_update after update on "guests"
  referencing old table as old_guests new table as new_guests
  for each statement execute function eventhub_guests_changed();
--> statement-breakpoint
create trigger guests_changed_delete after delete on "guests"
  referencing old table as old_guests
  for each statement execute function eventhub_guests_changed();
--> statement-breakpoint
create or replace function eventhub_host_events_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform pg_notify('eventhub_changes', 'host-events:' || old.created_by::text);
  end if;
  if tg_op <> 'DELETE' then
    perform pg_notify('eventhub_changes', 'host-events:' || new.created_by::text);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger host_events_changed after insert or update or delete on "events"
  for each row execute function eventhub_host_events_changed();
