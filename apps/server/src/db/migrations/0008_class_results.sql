CREATE TABLE "quiz_answers" (
	"result_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"card_id" uuid NOT NULL,
	"correct" boolean NOT NULL,
	CONSTRAINT "quiz_answers_result_id_position_pk" PRIMARY KEY("result_id","position")
);
--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "class_id" text;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "class_deck_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD COLUMN "played_as" text DEFAULT 'solo' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_result_id_quiz_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."quiz_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answers_card_idx" ON "quiz_answers" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_class_deck_id_class_decks_id_fk" FOREIGN KEY ("class_deck_id") REFERENCES "public"."class_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_results_class_idx" ON "quiz_results" USING btree ("class_id","finished_at");