DROP INDEX "guests_event_created_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_deadline" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ask_meal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meal_options" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ask_dietary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "host_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "plus_ones_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "plus_ones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "meal_choice" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "dietary_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "note_to_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_email_idx" ON "guests" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "guests_event_created_idx" ON "guests" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_token_unique" UNIQUE("token");