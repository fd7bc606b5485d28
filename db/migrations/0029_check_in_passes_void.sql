-- A guest's pass is voided when they stop attending (issue 16, decision record 0014): a reply of
-- No or Maybe, a host's edit, a CSV import or the waitlist taking their seat, by whichever code
-- path. A trigger, so no path can forget it; a removed guest's pass goes with the row (cascade).
-- A custom migration: drizzle-kit does not generate functions or triggers.
create or replace function eventhub_void_guest_pass() returns trigger language plpgsql as $$
begin
  update guest_passes set revoked_at = now(), updated_at = now()
   where guest_id = new.id and revoked_at is null;
  return null;
end
$$;
--> statement-breakpoint
create trigger guests_void_pass after update of status on "guests"
  for each row when (old.status = 'confirmed' and new.status <> 'confirmed')
  execute function eventhub_void_guest_pass();
