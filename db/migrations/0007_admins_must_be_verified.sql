-- Admin rights used to be given at sign-up to any ADMIN_EMAILS address, proven or not (issue 19).
-- Accounts that got them without verifying the address lose them; the owner verifies the address
-- or an operator runs `npm run admin -- grant EMAIL`.
UPDATE "user" SET "role" = 'user' WHERE "role" = 'admin' AND "email_verified" = false;--> statement-breakpoint
-- Links of invitations already sent or shared keep working: a draft's code opens only once shared.
UPDATE "invitations" SET "shared_at" = "updated_at" WHERE "type" IN ('link', 'whatsapp');
