-- UNLOGGED: counters a crash may forget, without the write-ahead log's cost (decision record 0023).
CREATE UNLOGGED TABLE "request_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_budgets_window_start_idx" ON "request_budgets" USING btree ("window_start");