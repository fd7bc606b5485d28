-- Every server keeps signed-in users in a short cache (auth/session-cache.ts). When a user or one
-- of their sessions changes, by whichever server or script, the database says so on the channel
-- the servers already listen to (realtime.ts), and each drops that user's cached sessions.
create or replace function eventhub_session_user_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'user' then
    perform pg_notify('eventhub_changes', 'session-user:' || old.id::text);
  else
    perform pg_notify('eventhub_changes', 'session-user:' || old.user_id::text);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger session_changed after update or delete on "session"
  for each row execute function eventhub_session_user_changed();
--> statement-breakpoint
create trigger user_changed after update or delete on "user"
  for each row execute function eventhub_session_user_changed();
