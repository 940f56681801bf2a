ALTER TABLE "payment_intents" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- Intents already reported are complete; of an order's other open intents only the newest stays open.
UPDATE "payment_intents" SET "state" = 'completed' WHERE "id" IN (SELECT "intent_id" FROM "payments");--> statement-breakpoint
UPDATE "payment_intents" AS "older" SET "state" = 'superseded' WHERE "older"."state" = 'open' AND EXISTS (SELECT 1 FROM "payment_intents" AS "newer" WHERE "newer"."order_id" = "older"."order_id" AND "newer"."state" = 'open' AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_idx" ON "payment_intents" USING btree ("order_id") WHERE "payment_intents"."state" = 'open';
