-- An event's parts are part of what its row describes (decision 0033): a part added, edited,
-- reordered or removed announces the event's row as changed, as a change to the event itself does
-- (eventhub_event_changed in the baseline). Every server then drops what it keeps of the event:
-- its row, its parts (parts/service.ts) and the answers built from them (the guest list's pages).
CREATE FUNCTION public.eventhub_event_parts_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('eventhub_changes', 'event-row:' || coalesce(new.event_id, old.event_id)::text);
  return null;
end
$$;
--> statement-breakpoint
CREATE TRIGGER event_parts_changed AFTER INSERT OR UPDATE OR DELETE ON public.event_parts FOR EACH ROW EXECUTE FUNCTION public.eventhub_event_parts_changed();
