CREATE TABLE "attendee_reminder_mails" (
	"reminder_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendee_reminder_mails_reminder_id_guest_id_pk" PRIMARY KEY("reminder_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "attendee_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"timing" text NOT NULL,
	"include_maybe" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"job_id" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendee_reminder_mails" ADD CONSTRAINT "attendee_reminder_mails_reminder_id_attendee_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."attendee_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_reminder_mails" ADD CONSTRAINT "attendee_reminder_mails_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_reminders" ADD CONSTRAINT "attendee_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_reminders" ADD CONSTRAINT "attendee_reminders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendee_reminders_event_idx" ON "attendee_reminders" USING btree ("event_id");