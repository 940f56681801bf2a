ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_hubs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Staff made before roles existed keep what they could do: the support console.
UPDATE "users" SET "staff_role" = 'support' WHERE "role" = 'staff' AND "staff_role" IS NULL;
