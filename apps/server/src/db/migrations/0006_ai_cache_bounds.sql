ALTER TABLE "ai_responses" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_responses" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "ai_responses_last_used_idx" ON "ai_responses" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "ai_responses_created_idx" ON "ai_responses" USING btree ("created_at");--> statement-breakpoint
-- Answers cached before this migration: their size as stored, and their last use unknown, so their creation.
UPDATE "ai_responses" SET "size_bytes" = octet_length("response"::text), "last_used_at" = "created_at";
