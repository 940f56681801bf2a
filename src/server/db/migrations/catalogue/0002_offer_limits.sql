ALTER TABLE "offers" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_uses_total" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;