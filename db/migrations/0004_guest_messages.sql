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
CREATE TABLE "guest_message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"category" text,
	"skipped_unsubscribed" integer DEFAULT 0 NOT NULL,
	"skipped_no_contact" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendee_reminder_mails" ADD CONSTRAINT "attendee_reminder_mails_reminder_id_attendee_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."attendee_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_reminder_mails" ADD CONSTRAINT "attendee_reminder_mails_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_reminders" ADD CONSTRAINT "attendee_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_reminders" ADD CONSTRAINT "attendee_reminders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_message_recipients" ADD CONSTRAINT "guest_message_recipients_message_id_guest_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."guest_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_message_recipients" ADD CONSTRAINT "guest_message_recipients_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_messages" ADD CONSTRAINT "guest_messages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendee_reminders_event_idx" ON "attendee_reminders" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_message_recipients_unique_idx" ON "guest_message_recipients" USING btree ("message_id","guest_id","channel");--> statement-breakpoint
CREATE INDEX "guest_message_recipients_state_idx" ON "guest_message_recipients" USING btree ("state");--> statement-breakpoint
CREATE INDEX "guest_messages_event_created_idx" ON "guest_messages" USING btree ("event_id","created_at" DESC NULLS LAST);