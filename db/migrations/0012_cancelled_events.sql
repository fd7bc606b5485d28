CREATE TABLE "cancellation_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cancelled_event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancelled_event_links" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"cancelled_event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancelled_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancellation_mails" ADD CONSTRAINT "cancellation_mails_cancelled_event_id_cancelled_events_id_fk" FOREIGN KEY ("cancelled_event_id") REFERENCES "public"."cancelled_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_event_links" ADD CONSTRAINT "cancelled_event_links_cancelled_event_id_cancelled_events_id_fk" FOREIGN KEY ("cancelled_event_id") REFERENCES "public"."cancelled_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_mails_event_idx" ON "cancellation_mails" USING btree ("cancelled_event_id","created_at");--> statement-breakpoint
CREATE INDEX "cancelled_event_links_event_idx" ON "cancelled_event_links" USING btree ("cancelled_event_id");