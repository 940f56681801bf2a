CREATE SEQUENCE "public"."cart_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Revisions continue above every one a cart or an order already holds, so none is used twice.
SELECT setval('cart_revisions', GREATEST((SELECT max("revision") FROM "carts"), (SELECT max("cart_revision") FROM "orders"), 1));--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "revision" SET DEFAULT nextval('cart_revisions');--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "frozen" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Payments applied before the ledger: an order paid (an overpayment's excess in Credit), or all of it in Credit.
UPDATE "payments" AS "p" SET "credited" = coalesce((SELECT sum("w"."amount") FROM "wallet_ledger" AS "w" WHERE "w"."dedupe_key" = 'payment:' || "p"."provider_payment_id"), 0), "settled_at" = "p"."created_at" WHERE "p"."status" = 'success';--> statement-breakpoint
UPDATE "payments" SET "outcome" = CASE WHEN "credited" >= "amount" THEN 'credit' ELSE 'order' END WHERE "status" = 'success';--> statement-breakpoint
-- Of a cart's open checkouts only the newest stays open.
UPDATE "payment_intents" AS "older" SET "state" = 'superseded' WHERE "older"."state" = 'open' AND "older"."cart_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "payment_intents" AS "newer" WHERE "newer"."cart_id" = "older"."cart_id" AND "newer"."state" = 'open' AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_cart_idx" ON "payment_intents" USING btree ("cart_id") WHERE "payment_intents"."state" = 'open';--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'success' AND "payments"."outcome" IS NULL;