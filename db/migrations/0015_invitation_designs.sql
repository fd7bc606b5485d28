ALTER TABLE "invitation_templates" ADD COLUMN "art_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "design" text DEFAULT 'template' NOT NULL;