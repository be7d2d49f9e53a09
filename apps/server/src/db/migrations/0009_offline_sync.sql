ALTER TABLE "quiz_results" ADD COLUMN "client_result_id" uuid;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_results_client_idx" ON "quiz_results" USING btree ("user_id","client_result_id");--> statement-breakpoint
CREATE INDEX "review_logs_user_recorded_idx" ON "review_logs" USING btree ("user_id","recorded_at");