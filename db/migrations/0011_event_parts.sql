CREATE TABLE "event_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text,
	"venue" text,
	"note" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_parts" (
	"guest_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"party" integer DEFAULT 0 NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_parts_guest_id_part_id_pk" PRIMARY KEY("guest_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "part_status_counts" (
	"part_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_status_counts_part_id_status_pk" PRIMARY KEY("part_id","status")
);
--> statement-breakpoint
ALTER TABLE "event_parts" ADD CONSTRAINT "event_parts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_parts" ADD CONSTRAINT "guest_parts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_parts" ADD CONSTRAINT "guest_parts_part_id_event_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."event_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_parts" ADD CONSTRAINT "guest_parts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_status_counts" ADD CONSTRAINT "part_status_counts_part_id_event_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."event_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_status_counts" ADD CONSTRAINT "part_status_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_parts_event_idx" ON "event_parts" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "guest_parts_part_status_idx" ON "guest_parts" USING btree ("part_id","status","responded_at");--> statement-breakpoint
CREATE INDEX "guest_parts_event_idx" ON "guest_parts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "part_status_counts_event_idx" ON "part_status_counts" USING btree ("event_id");--> statement-breakpoint
-- Guests and seats per part and answer (issue 36, decision 0033), kept by triggers like
-- guest_status_counts: a row trigger for updates and deletes, a statement trigger for inserts so an
-- import of 10,000 guests into five parts adds to each count once. A custom addition: drizzle-kit
-- does not generate functions or triggers.
CREATE FUNCTION public.part_status_counts_apply() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE part_status_counts
       SET guests = guests - 1, seats = seats - OLD.party, updated_at = now()
     WHERE part_id = OLD.part_id AND status = OLD.status;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO part_status_counts (part_id, event_id, status, guests, seats)
    VALUES (NEW.part_id, NEW.event_id, NEW.status, 1, NEW.party)
    ON CONFLICT (part_id, status) DO UPDATE
      SET guests = part_status_counts.guests + 1,
          seats = part_status_counts.seats + EXCLUDED.seats,
          updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.part_status_counts_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO part_status_counts (part_id, event_id, status, guests, seats)
  SELECT n.part_id, n.event_id, n.status, count(*)::integer, sum(n.party)::integer
    FROM inserted_guest_parts n
   GROUP BY n.part_id, n.event_id, n.status
  ON CONFLICT (part_id, status) DO UPDATE
    SET guests = part_status_counts.guests + EXCLUDED.guests,
        seats = part_status_counts.seats + EXCLUDED.seats,
        updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guest_parts_status_counts AFTER DELETE OR UPDATE OF status, party, part_id ON public.guest_parts FOR EACH ROW EXECUTE FUNCTION public.part_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER guest_parts_status_counts_insert AFTER INSERT ON public.guest_parts REFERENCING NEW TABLE AS inserted_guest_parts FOR EACH STATEMENT EXECUTE FUNCTION public.part_status_counts_insert();
