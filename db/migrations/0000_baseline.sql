-- The schema as one baseline (issue 32): the 36 migrations written before the first release,
-- folded into the state they built. Each function is defined once, here; see docs/decisions/
-- 0028-one-baseline-migration.md. Later changes are new migrations after this one.

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- Every server keeps event rows it has read in a short cache (events/event-cache.ts). When an event
-- changes or goes, by whichever server, the database says so on the channel the servers listen to
-- (realtime.ts), and each drops that event's cached row.
CREATE FUNCTION public.eventhub_event_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  perform pg_notify('eventhub_changes', 'event-row:' || old.id::text);
  return null;
end
$$;
--> statement-breakpoint
-- Each server keeps signed-in answers it has sent lately (the host's events, guest list pages) and
-- drops one as soon as the data behind it changes, by whichever server or job (http/answer-cache.ts);
-- open guest lists refetch on the same notice (realtime.ts, guestsTopic). The database says so on
-- the channel the servers listen to: once per statement and event for guests (an import of 10,000
-- guests is one notice), and once per row for events, naming the host whose list of events it changes.
CREATE FUNCTION public.eventhub_guests_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
CREATE FUNCTION public.eventhub_host_events_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
-- Every server keeps signed-in users in a short cache (auth/session-cache.ts). When a user or one
-- of their sessions changes, by whichever server or script, the database says so on the channel
-- the servers already listen to (realtime.ts), and each drops that user's cached sessions.
CREATE FUNCTION public.eventhub_session_user_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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
-- A guest's pass is voided when they stop attending (issue 16, decision record 0014): a reply of
-- No or Maybe, a host's edit, a CSV import or the waitlist taking their seat, by whichever code
-- path. A trigger, so no path can forget it; a removed guest's pass goes with the row (cascade).
-- A custom migration: drizzle-kit does not generate functions or triggers.
CREATE FUNCTION public.eventhub_void_guest_pass() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  update guest_passes set revoked_at = now(), updated_at = now()
   where guest_id = new.id and revoked_at is null;
  return null;
end
$$;
--> statement-breakpoint
-- The host's numbers (issue 20, item 6): the trigger that keeps guest_status_counts (0003, 0011) now
-- also keeps, per status, the guests who replied themselves (responded_at is set only by a guest's
-- own reply, never by a host edit or a CSV import) and the guests per meal choice. A custom
-- migration: drizzle-kit does not generate functions or triggers.
CREATE FUNCTION public.guest_meals_add(meals jsonb, choice text, delta integer) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    AS $$
  SELECT CASE
    WHEN choice IS NULL OR choice = '' THEN meals
    WHEN coalesce((meals ->> choice)::integer, 0) + delta <= 0 THEN meals - choice
    ELSE jsonb_set(meals, ARRAY[choice], to_jsonb(coalesce((meals ->> choice)::integer, 0) + delta))
  END
$$;
--> statement-breakpoint
-- Guest counts kept once per INSERT statement instead of once per row (issue 11, decision record
-- 0009). The row trigger of 0014 updated the event's one guest_status_counts row for every guest
-- inserted: inside one transaction each update leaves a version the next must step over, so a
-- 10,000-row CSV import spent most of its time there (batches of 250 slowed from 30 to 100 ms).
-- Inserts now add their rows per (event, status) from the statement's transition table; updates
-- and deletes keep the row trigger, which only fires for the columns the counts depend on. A
-- custom migration: drizzle-kit does not generate functions or triggers.
CREATE FUNCTION public.guest_meals_merge(a jsonb, b jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
    FROM (SELECT key, sum(value::integer)::integer AS total
            FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) AS m
           GROUP BY key
          HAVING sum(value::integer) > 0) AS t
$$;
--> statement-breakpoint
-- The trigger that keeps guest_status_counts (migration 0003) now also stamps updated_at, so the
-- counts table follows convention 6 like every other table. Same logic otherwise.
CREATE FUNCTION public.guest_status_counts_apply() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE guest_status_counts
       SET guests = guests - 1,
           seats = seats - (1 + jsonb_array_length(OLD.plus_ones)),
           replied = replied - (OLD.responded_at IS NOT NULL)::integer,
           meals = guest_meals_add(meals, OLD.meal_choice, -1),
           updated_at = now()
     WHERE event_id = OLD.event_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO guest_status_counts (event_id, status, guests, seats, replied, meals)
    VALUES (NEW.event_id, NEW.status, 1, 1 + jsonb_array_length(NEW.plus_ones),
            (NEW.responded_at IS NOT NULL)::integer, guest_meals_add('{}'::jsonb, NEW.meal_choice, 1))
    ON CONFLICT (event_id, status) DO UPDATE
      SET guests = guest_status_counts.guests + 1,
          seats = guest_status_counts.seats + EXCLUDED.seats,
          replied = guest_status_counts.replied + EXCLUDED.replied,
          meals = guest_meals_add(guest_status_counts.meals, NEW.meal_choice, 1),
          updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.guest_status_counts_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO guest_status_counts (event_id, status, guests, seats, replied, meals)
  SELECT g.event_id, g.status, count(*)::integer,
         sum(1 + jsonb_array_length(g.plus_ones))::integer,
         (count(*) FILTER (WHERE g.responded_at IS NOT NULL))::integer,
         coalesce((SELECT jsonb_object_agg(c.meal_choice, c.n)
                     FROM (SELECT m.meal_choice, count(*)::integer AS n
                             FROM inserted_guests m
                            WHERE m.event_id = g.event_id AND m.status = g.status AND m.meal_choice <> ''
                            GROUP BY m.meal_choice) AS c), '{}'::jsonb)
    FROM inserted_guests g
   GROUP BY g.event_id, g.status
  ON CONFLICT (event_id, status) DO UPDATE
    SET guests = guest_status_counts.guests + EXCLUDED.guests,
        seats = guest_status_counts.seats + EXCLUDED.seats,
        replied = guest_status_counts.replied + EXCLUDED.replied,
        meals = guest_meals_merge(guest_status_counts.meals, EXCLUDED.meals),
        updated_at = now();
  RETURN NULL;
END
$$;



--> statement-breakpoint
CREATE TABLE public.account (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    account_id text NOT NULL,
    provider_id text NOT NULL,
    user_id uuid NOT NULL,
    access_token text,
    refresh_token text,
    id_token text,
    access_token_expires_at timestamp with time zone,
    refresh_token_expires_at timestamp with time zone,
    scope text,
    password text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.admin_audit_log (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    actor_id uuid,
    actor_email text NOT NULL,
    action text NOT NULL,
    target_user_id uuid,
    target_email text DEFAULT ''::text NOT NULL,
    detail text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.cancellation_mails (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    cancelled_event_id uuid NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.cancelled_event_links (
    key_hash text NOT NULL,
    cancelled_event_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.cancelled_events (
    id uuid NOT NULL,
    title text,
    date date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    host_id uuid
);
--> statement-breakpoint
CREATE TABLE public.check_in_actions (
    id uuid NOT NULL,
    event_id uuid NOT NULL,
    kind text NOT NULL,
    result jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.check_ins (
    guest_id uuid NOT NULL,
    event_id uuid NOT NULL,
    party integer NOT NULL,
    checked_in_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    date date NOT NULL,
    "time" text NOT NULL,
    time_zone text DEFAULT 'Asia/Kolkata'::text NOT NULL,
    location text NOT NULL,
    banner_key text,
    is_public boolean DEFAULT true NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    rsvp_deadline date,
    capacity integer,
    ask_meal boolean DEFAULT false NOT NULL,
    meal_options text[] DEFAULT '{}'::text[] NOT NULL,
    ask_dietary boolean DEFAULT false NOT NULL,
    host_message text DEFAULT ''::text NOT NULL,
    open_plus_ones integer DEFAULT 0 NOT NULL,
    host_reminder_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.feed_comments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    feed_item_id uuid NOT NULL,
    event_id uuid NOT NULL,
    author_id uuid,
    author_name text NOT NULL,
    author_avatar text,
    text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    guest_id uuid,
    CONSTRAINT feed_comments_one_author CHECK ((num_nonnulls(author_id, guest_id) = 1))
);
--> statement-breakpoint
CREATE TABLE public.feed_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    author_id uuid NOT NULL,
    author_name text NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    type text DEFAULT 'update'::text NOT NULL,
    is_public boolean DEFAULT true NOT NULL,
    media_key text,
    likes integer DEFAULT 0 NOT NULL,
    comments integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    media_type text,
    media_file_key text,
    media_width integer,
    media_height integer
);
--> statement-breakpoint
CREATE TABLE public.feed_likes (
    feed_item_id uuid NOT NULL,
    user_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    guest_id uuid,
    CONSTRAINT feed_likes_one_liker CHECK ((num_nonnulls(user_id, guest_id) = 1))
);
--> statement-breakpoint
CREATE TABLE public.feed_settings (
    event_id uuid NOT NULL,
    guest_interactions boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.gallery_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    storage_key text NOT NULL,
    type text NOT NULL,
    caption text DEFAULT ''::text NOT NULL,
    file_name text NOT NULL,
    uploaded_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    file_key text DEFAULT ''::text NOT NULL,
    content_type text DEFAULT ''::text NOT NULL,
    size_bytes integer DEFAULT 0 NOT NULL,
    width integer,
    height integer,
    status text DEFAULT 'approved'::text NOT NULL,
    favorite boolean DEFAULT false NOT NULL,
    guest_id uuid,
    guest_name text
);
--> statement-breakpoint
CREATE TABLE public.gallery_settings (
    event_id uuid NOT NULL,
    guest_uploads boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.guest_passes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    guest_id uuid NOT NULL,
    code text NOT NULL,
    revoked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.guest_status_counts (
    event_id uuid NOT NULL,
    status text NOT NULL,
    guests integer DEFAULT 0 NOT NULL,
    seats integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    replied integer DEFAULT 0 NOT NULL,
    meals jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.guests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    name text NOT NULL,
    email text,
    phone text,
    category text,
    status text DEFAULT 'invited'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    token text DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) NOT NULL,
    plus_ones_allowed integer DEFAULT 0 NOT NULL,
    plus_ones jsonb DEFAULT '[]'::jsonb NOT NULL,
    meal_choice text,
    dietary_notes text DEFAULT ''::text NOT NULL,
    note_to_host text DEFAULT ''::text NOT NULL,
    responded_at timestamp with time zone,
    email_opt_out boolean DEFAULT false NOT NULL,
    first_opened_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.idempotency_keys (
    user_id uuid NOT NULL,
    key text NOT NULL,
    method text NOT NULL,
    path text NOT NULL,
    status integer,
    body text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL,
    request_hash text
);
--> statement-breakpoint
CREATE TABLE public.invitation_recipients (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invitation_id uuid NOT NULL,
    guest_id uuid NOT NULL,
    state text DEFAULT 'pending'::text NOT NULL,
    error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.invitation_reminder_mails (
    reminder_id uuid NOT NULL,
    guest_id uuid NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.invitation_reminders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invitation_id uuid NOT NULL,
    send_at timestamp with time zone NOT NULL,
    job_id text,
    status text DEFAULT 'scheduled'::text NOT NULL,
    sent_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.invitation_templates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    category text DEFAULT 'other'::text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    preview_key text,
    is_custom boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    style text DEFAULT 'modern'::text NOT NULL,
    accent_color text DEFAULT '#d6246e'::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    art_version integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.invitations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    created_by uuid NOT NULL,
    template_id uuid,
    title text NOT NULL,
    message text DEFAULT ''::text NOT NULL,
    type text DEFAULT 'email'::text NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    unique_code text NOT NULL,
    recipient_count integer DEFAULT 0 NOT NULL,
    scheduled_date timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    send_job_id text,
    shared_at timestamp with time zone,
    design text DEFAULT 'template'::text NOT NULL,
    reply_to_host boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.payment_webhook_events (
    event_id text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.payments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    event_id uuid,
    package_id text NOT NULL,
    amount integer NOT NULL,
    currency text DEFAULT 'INR'::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    order_id text,
    payment_id text,
    signature text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.product_news_deliveries (
    news_id uuid NOT NULL,
    user_id uuid NOT NULL,
    token text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.rate_limit (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    key text NOT NULL,
    count integer NOT NULL,
    last_request bigint NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE public.request_budgets (
    key text NOT NULL,
    window_start timestamp with time zone DEFAULT now() NOT NULL,
    count integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.session (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    token text NOT NULL,
    ip_address text,
    user_agent text,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.sign_in_failures (
    key text NOT NULL,
    count integer NOT NULL,
    first_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public."user" (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    email_verified boolean DEFAULT false NOT NULL,
    image text,
    phone_number text DEFAULT ''::text NOT NULL,
    role text DEFAULT 'user'::text NOT NULL,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    state text DEFAULT ''::text NOT NULL,
    zip_code text DEFAULT ''::text NOT NULL,
    last_login timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    banned boolean DEFAULT false NOT NULL,
    ban_reason text
);
--> statement-breakpoint
CREATE TABLE public.user_preferences (
    user_id uuid NOT NULL,
    email_notifications boolean DEFAULT true NOT NULL,
    event_reminders boolean DEFAULT true NOT NULL,
    rsvp_updates boolean DEFAULT true NOT NULL,
    guest_updates boolean DEFAULT true NOT NULL,
    marketing_emails boolean DEFAULT false NOT NULL,
    theme text DEFAULT 'light'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.venues (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    name text NOT NULL,
    address text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    state text DEFAULT ''::text NOT NULL,
    zip_code text DEFAULT ''::text NOT NULL,
    contact_person text DEFAULT ''::text NOT NULL,
    contact_phone text DEFAULT ''::text NOT NULL,
    has_parking boolean DEFAULT false NOT NULL,
    parking_details text DEFAULT ''::text NOT NULL,
    facilities text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.verification (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    identifier text NOT NULL,
    value text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE ONLY public.account
    ADD CONSTRAINT account_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.admin_audit_log
    ADD CONSTRAINT admin_audit_log_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.cancellation_mails
    ADD CONSTRAINT cancellation_mails_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.cancelled_event_links
    ADD CONSTRAINT cancelled_event_links_pkey PRIMARY KEY (key_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.cancelled_events
    ADD CONSTRAINT cancelled_events_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.check_in_actions
    ADD CONSTRAINT check_in_actions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_pkey PRIMARY KEY (guest_id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.feed_comments
    ADD CONSTRAINT feed_comments_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.feed_items
    ADD CONSTRAINT feed_items_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.feed_likes
    ADD CONSTRAINT feed_likes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.feed_settings
    ADD CONSTRAINT feed_settings_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.gallery_items
    ADD CONSTRAINT gallery_items_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gallery_settings
    ADD CONSTRAINT gallery_settings_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.guest_passes
    ADD CONSTRAINT guest_passes_code_unique UNIQUE (code);
--> statement-breakpoint
ALTER TABLE ONLY public.guest_passes
    ADD CONSTRAINT guest_passes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.guest_status_counts
    ADD CONSTRAINT guest_status_counts_event_id_status_pk PRIMARY KEY (event_id, status);
--> statement-breakpoint
ALTER TABLE ONLY public.guests
    ADD CONSTRAINT guests_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.guests
    ADD CONSTRAINT guests_token_unique UNIQUE (token);
--> statement-breakpoint
ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_user_id_key_pk PRIMARY KEY (user_id, key);
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_recipients
    ADD CONSTRAINT invitation_recipients_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_reminder_mails
    ADD CONSTRAINT invitation_reminder_mails_reminder_id_guest_id_pk PRIMARY KEY (reminder_id, guest_id);
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_reminders
    ADD CONSTRAINT invitation_reminders_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_templates
    ADD CONSTRAINT invitation_templates_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_unique_code_unique UNIQUE (unique_code);
--> statement-breakpoint
ALTER TABLE ONLY public.payment_webhook_events
    ADD CONSTRAINT payment_webhook_events_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.product_news_deliveries
    ADD CONSTRAINT product_news_deliveries_news_id_user_id_pk PRIMARY KEY (news_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.product_news_deliveries
    ADD CONSTRAINT product_news_deliveries_token_unique UNIQUE (token);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_limit
    ADD CONSTRAINT rate_limit_key_unique UNIQUE (key);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_limit
    ADD CONSTRAINT rate_limit_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.request_budgets
    ADD CONSTRAINT request_budgets_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public.session
    ADD CONSTRAINT session_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.session
    ADD CONSTRAINT session_token_unique UNIQUE (token);
--> statement-breakpoint
ALTER TABLE ONLY public.sign_in_failures
    ADD CONSTRAINT sign_in_failures_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public."user"
    ADD CONSTRAINT user_email_unique UNIQUE (email);
--> statement-breakpoint
ALTER TABLE ONLY public."user"
    ADD CONSTRAINT user_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.user_preferences
    ADD CONSTRAINT user_preferences_pkey PRIMARY KEY (user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.venues
    ADD CONSTRAINT venues_event_id_unique UNIQUE (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.venues
    ADD CONSTRAINT venues_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.verification
    ADD CONSTRAINT verification_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE INDEX account_user_id_idx ON public.account USING btree (user_id);
--> statement-breakpoint
CREATE INDEX admin_audit_log_created_at_idx ON public.admin_audit_log USING btree (created_at);
--> statement-breakpoint
CREATE INDEX cancellation_mails_event_idx ON public.cancellation_mails USING btree (cancelled_event_id, created_at);
--> statement-breakpoint
CREATE INDEX cancelled_event_links_event_idx ON public.cancelled_event_links USING btree (cancelled_event_id);
--> statement-breakpoint
CREATE INDEX cancelled_events_host_idx ON public.cancelled_events USING btree (host_id);
--> statement-breakpoint
CREATE INDEX check_in_actions_event_idx ON public.check_in_actions USING btree (event_id);
--> statement-breakpoint
CREATE INDEX check_ins_event_time_idx ON public.check_ins USING btree (event_id, checked_in_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX events_created_by_date_idx ON public.events USING btree (created_by, date DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX events_public_date_idx ON public.events USING btree (is_public, date);
--> statement-breakpoint
CREATE INDEX feed_comments_item_created_idx ON public.feed_comments USING btree (feed_item_id, created_at);
--> statement-breakpoint
CREATE INDEX feed_items_event_created_idx ON public.feed_items USING btree (event_id, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX feed_items_event_public_created_idx ON public.feed_items USING btree (event_id, is_public, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE UNIQUE INDEX feed_likes_item_guest_idx ON public.feed_likes USING btree (feed_item_id, guest_id);
--> statement-breakpoint
CREATE UNIQUE INDEX feed_likes_item_user_idx ON public.feed_likes USING btree (feed_item_id, user_id);
--> statement-breakpoint
CREATE INDEX gallery_event_created_idx ON public.gallery_items USING btree (event_id, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX gallery_event_status_created_idx ON public.gallery_items USING btree (event_id, status, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX guest_passes_event_idx ON public.guest_passes USING btree (event_id);
--> statement-breakpoint
CREATE UNIQUE INDEX guest_passes_live_idx ON public.guest_passes USING btree (guest_id) WHERE (revoked_at IS NULL);
--> statement-breakpoint
CREATE INDEX guests_event_created_idx ON public.guests USING btree (event_id, created_at DESC NULLS LAST, id DESC NULLS LAST);
--> statement-breakpoint
CREATE UNIQUE INDEX guests_event_email_idx ON public.guests USING btree (event_id, email);
--> statement-breakpoint
CREATE INDEX guests_event_status_created_idx ON public.guests USING btree (event_id, status, created_at DESC NULLS LAST, id DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX guests_search_trgm_idx ON public.guests USING gin ((((((name || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || COALESCE(phone, ''::text))) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX idempotency_keys_created_idx ON public.idempotency_keys USING btree (created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX invitation_recipients_unique_idx ON public.invitation_recipients USING btree (invitation_id, guest_id);
--> statement-breakpoint
CREATE INDEX invitation_reminders_invitation_idx ON public.invitation_reminders USING btree (invitation_id);
--> statement-breakpoint
CREATE INDEX invitations_created_by_created_idx ON public.invitations USING btree (created_by, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX invitations_event_created_idx ON public.invitations USING btree (event_id, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX payments_event_status_idx ON public.payments USING btree (event_id, status);
--> statement-breakpoint
CREATE UNIQUE INDEX payments_order_id_key ON public.payments USING btree (order_id);
--> statement-breakpoint
CREATE INDEX payments_user_created_idx ON public.payments USING btree (user_id, created_at DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX request_budgets_window_start_idx ON public.request_budgets USING btree (window_start);
--> statement-breakpoint
CREATE INDEX session_user_id_idx ON public.session USING btree (user_id);
--> statement-breakpoint
CREATE INDEX sign_in_failures_first_at_idx ON public.sign_in_failures USING btree (first_at);
--> statement-breakpoint
CREATE INDEX templates_name_idx ON public.invitation_templates USING btree (name);
--> statement-breakpoint
CREATE INDEX verification_identifier_idx ON public.verification USING btree (identifier);
--> statement-breakpoint
CREATE TRIGGER event_changed AFTER DELETE OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION public.eventhub_event_changed();
--> statement-breakpoint
CREATE TRIGGER guests_changed_delete AFTER DELETE ON public.guests REFERENCING OLD TABLE AS old_guests FOR EACH STATEMENT EXECUTE FUNCTION public.eventhub_guests_changed();
--> statement-breakpoint
CREATE TRIGGER guests_changed_insert AFTER INSERT ON public.guests REFERENCING NEW TABLE AS new_guests FOR EACH STATEMENT EXECUTE FUNCTION public.eventhub_guests_changed();
--> statement-breakpoint
CREATE TRIGGER guests_changed_update AFTER UPDATE ON public.guests REFERENCING OLD TABLE AS old_guests NEW TABLE AS new_guests FOR EACH STATEMENT EXECUTE FUNCTION public.eventhub_guests_changed();
--> statement-breakpoint
CREATE TRIGGER guests_status_counts AFTER DELETE OR UPDATE OF status, plus_ones, event_id, responded_at, meal_choice ON public.guests FOR EACH ROW EXECUTE FUNCTION public.guest_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER guests_status_counts_insert AFTER INSERT ON public.guests REFERENCING NEW TABLE AS inserted_guests FOR EACH STATEMENT EXECUTE FUNCTION public.guest_status_counts_insert();
--> statement-breakpoint
CREATE TRIGGER guests_void_pass AFTER UPDATE OF status ON public.guests FOR EACH ROW WHEN (((old.status = 'confirmed'::text) AND (new.status <> 'confirmed'::text))) EXECUTE FUNCTION public.eventhub_void_guest_pass();
--> statement-breakpoint
CREATE TRIGGER host_events_changed AFTER INSERT OR DELETE OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION public.eventhub_host_events_changed();
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER DELETE OR UPDATE ON public.session FOR EACH ROW EXECUTE FUNCTION public.eventhub_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER DELETE OR UPDATE ON public."user" FOR EACH ROW EXECUTE FUNCTION public.eventhub_session_user_changed();
--> statement-breakpoint
ALTER TABLE ONLY public.account
    ADD CONSTRAINT account_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.admin_audit_log
    ADD CONSTRAINT admin_audit_log_actor_id_user_id_fk FOREIGN KEY (actor_id) REFERENCES public."user"(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.admin_audit_log
    ADD CONSTRAINT admin_audit_log_target_user_id_user_id_fk FOREIGN KEY (target_user_id) REFERENCES public."user"(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.cancellation_mails
    ADD CONSTRAINT cancellation_mails_cancelled_event_id_cancelled_events_id_fk FOREIGN KEY (cancelled_event_id) REFERENCES public.cancelled_events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.cancelled_event_links
    ADD CONSTRAINT cancelled_event_links_cancelled_event_id_cancelled_events_id_fk FOREIGN KEY (cancelled_event_id) REFERENCES public.cancelled_events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.cancelled_events
    ADD CONSTRAINT cancelled_events_host_id_user_id_fk FOREIGN KEY (host_id) REFERENCES public."user"(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.check_in_actions
    ADD CONSTRAINT check_in_actions_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_created_by_user_id_fk FOREIGN KEY (created_by) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_comments
    ADD CONSTRAINT feed_comments_author_id_user_id_fk FOREIGN KEY (author_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_comments
    ADD CONSTRAINT feed_comments_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_comments
    ADD CONSTRAINT feed_comments_feed_item_id_feed_items_id_fk FOREIGN KEY (feed_item_id) REFERENCES public.feed_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_comments
    ADD CONSTRAINT feed_comments_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_items
    ADD CONSTRAINT feed_items_author_id_user_id_fk FOREIGN KEY (author_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_items
    ADD CONSTRAINT feed_items_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_likes
    ADD CONSTRAINT feed_likes_feed_item_id_feed_items_id_fk FOREIGN KEY (feed_item_id) REFERENCES public.feed_items(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_likes
    ADD CONSTRAINT feed_likes_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_likes
    ADD CONSTRAINT feed_likes_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.feed_settings
    ADD CONSTRAINT feed_settings_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gallery_items
    ADD CONSTRAINT gallery_items_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gallery_items
    ADD CONSTRAINT gallery_items_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gallery_items
    ADD CONSTRAINT gallery_items_uploaded_by_user_id_fk FOREIGN KEY (uploaded_by) REFERENCES public."user"(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gallery_settings
    ADD CONSTRAINT gallery_settings_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.guest_passes
    ADD CONSTRAINT guest_passes_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.guest_passes
    ADD CONSTRAINT guest_passes_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.guest_status_counts
    ADD CONSTRAINT guest_status_counts_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.guests
    ADD CONSTRAINT guests_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_recipients
    ADD CONSTRAINT invitation_recipients_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_recipients
    ADD CONSTRAINT invitation_recipients_invitation_id_invitations_id_fk FOREIGN KEY (invitation_id) REFERENCES public.invitations(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_reminder_mails
    ADD CONSTRAINT invitation_reminder_mails_guest_id_guests_id_fk FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_reminder_mails
    ADD CONSTRAINT invitation_reminder_mails_reminder_id_invitation_reminders_id_f FOREIGN KEY (reminder_id) REFERENCES public.invitation_reminders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_reminders
    ADD CONSTRAINT invitation_reminders_invitation_id_invitations_id_fk FOREIGN KEY (invitation_id) REFERENCES public.invitations(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitation_templates
    ADD CONSTRAINT invitation_templates_created_by_user_id_fk FOREIGN KEY (created_by) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_created_by_user_id_fk FOREIGN KEY (created_by) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_template_id_invitation_templates_id_fk FOREIGN KEY (template_id) REFERENCES public.invitation_templates(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.product_news_deliveries
    ADD CONSTRAINT product_news_deliveries_news_id_admin_audit_log_id_fk FOREIGN KEY (news_id) REFERENCES public.admin_audit_log(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.product_news_deliveries
    ADD CONSTRAINT product_news_deliveries_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.session
    ADD CONSTRAINT session_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.user_preferences
    ADD CONSTRAINT user_preferences_user_id_user_id_fk FOREIGN KEY (user_id) REFERENCES public."user"(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.venues
    ADD CONSTRAINT venues_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
