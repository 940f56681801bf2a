ALTER TABLE "orders" ADD COLUMN "decorator" jsonb;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;