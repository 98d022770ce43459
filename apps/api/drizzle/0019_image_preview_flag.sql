ALTER TABLE "images" ADD COLUMN "preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Images already made by the offline preview engine (docs/product.md 'Preview images').
UPDATE "images" SET "preview" = true WHERE "generation_id" IN (SELECT "id" FROM "generations" WHERE "model_id" = 'offline-preview');
