ALTER TABLE "guests" ADD COLUMN "plus_one_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "held_answers" jsonb;