CREATE TABLE "card_memories" (
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"deck_card_id" uuid,
	"class_deck_card_id" uuid,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "card_memories_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "card_memories_one_card" CHECK (num_nonnulls("card_memories"."deck_card_id", "card_memories"."class_deck_card_id") = 1 and "card_memories"."card_id" = coalesce("card_memories"."deck_card_id", "card_memories"."class_deck_card_id"))
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"source" text NOT NULL,
	"rating" text NOT NULL,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "desired_retention" double precision DEFAULT 0.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_new_cards" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_memories" ADD CONSTRAINT "card_memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_memories" ADD CONSTRAINT "card_memories_deck_card_id_deck_events_id_fk" FOREIGN KEY ("deck_card_id") REFERENCES "public"."deck_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_memories" ADD CONSTRAINT "card_memories_class_deck_card_id_class_deck_events_id_fk" FOREIGN KEY ("class_deck_card_id") REFERENCES "public"."class_deck_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_memories_user_due_idx" ON "card_memories" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "card_memories_deck_card_idx" ON "card_memories" USING btree ("deck_card_id");--> statement-breakpoint
CREATE INDEX "card_memories_class_deck_card_idx" ON "card_memories" USING btree ("class_deck_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_user_review_unique" ON "review_logs" USING btree ("user_id","review_id");--> statement-breakpoint
CREATE INDEX "review_logs_user_time_idx" ON "review_logs" USING btree ("user_id","reviewed_at");