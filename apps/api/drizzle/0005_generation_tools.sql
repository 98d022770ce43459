CREATE TABLE "download_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_ids" jsonb NOT NULL,
	"key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "generation_files" (
	"id" text PRIMARY KEY NOT NULL,
	"generation_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "kind" text DEFAULT 'text2image' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "parent_generation_id" text;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_files" ADD CONSTRAINT "generation_files_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_files" ADD CONSTRAINT "generation_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tasks_user_idx" ON "download_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "generation_files_generation_idx" ON "generation_files" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "generation_files_owner_idx" ON "generation_files" USING btree ("owner_id");