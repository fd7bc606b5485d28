-- Every server keeps event rows it has read in a short cache (events/event-cache.ts). When an event
-- changes or goes, by whichever server, the database says so on the channel the servers listen to
-- (realtime.ts), and each drops that event's cached row.
create or replace function eventhub_event_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('eventhub_changes', 'event-row:' || old.id::text);
  return null;
end
$$;
--> statement-breakpoint
create trigger event_changed after update or delete on "events"
  for each row execute function eventhub_event_changed();
