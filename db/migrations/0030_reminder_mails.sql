CREATE TABLE "invitation_reminder_mails" (
	"reminder_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_reminder_mails_reminder_id_guest_id_pk" PRIMARY KEY("reminder_id","guest_id")
);
--> statement-breakpoint
ALTER TABLE "invitation_reminder_mails" ADD CONSTRAINT "invitation_reminder_mails_reminder_id_invitation_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."invitation_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_reminder_mails" ADD CONSTRAINT "invitation_reminder_mails_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;