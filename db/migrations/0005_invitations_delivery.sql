CREATE TABLE "invitation_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"job_id" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "email_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_templates" ADD COLUMN "style" text DEFAULT 'modern' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_templates" ADD COLUMN "accent_color" text DEFAULT '#d6246e' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "send_job_id" text;--> statement-breakpoint
ALTER TABLE "invitation_recipients" ADD CONSTRAINT "invitation_recipients_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_recipients" ADD CONSTRAINT "invitation_recipients_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_reminders" ADD CONSTRAINT "invitation_reminders_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_recipients_unique_idx" ON "invitation_recipients" USING btree ("invitation_id","guest_id");--> statement-breakpoint
CREATE INDEX "invitation_reminders_invitation_idx" ON "invitation_reminders" USING btree ("invitation_id");