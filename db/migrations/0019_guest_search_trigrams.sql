-- A host's search of a long guest list (issue 11): a contains-search on name, e-mail and phone
-- read every guest of the event (400 ms at 100,000 guests). A trigram index on the three together
-- finds the candidates for any search of three or more characters; shorter ones still scan the
-- event's guests, which the (event, created) index keeps to that event. pg_trgm is a trusted
-- extension: the database's owner may create it, and PGlite loads it (db/client.ts).
create extension if not exists pg_trgm;
--> statement-breakpoint
create index if not exists guests_search_trgm_idx on guests
  using gin ((name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) gin_trgm_ops);
