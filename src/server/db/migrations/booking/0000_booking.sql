CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"add_ons" jsonb NOT NULL,
	"offer_code" text,
	"booking_address_id" text,
	"hub_id" text NOT NULL,
	"celebration_date" text,
	"ready_time" text,
	"arriving_time" text,
	"santa_tip" integer DEFAULT 0 NOT NULL,
	"instructions" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"placed_order_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"cart_revision" integer NOT NULL,
	"booking_status" text NOT NULL,
	"order_type" text NOT NULL,
	"payment_status" text NOT NULL,
	"hub_id" text NOT NULL,
	"celebration_date" text NOT NULL,
	"slot_day" date NOT NULL,
	"ready_time" text NOT NULL,
	"arriving_time" text NOT NULL,
	"product" jsonb NOT NULL,
	"add_ons" jsonb NOT NULL,
	"offers" jsonb NOT NULL,
	"booking_address" jsonb NOT NULL,
	"price_detail" jsonb NOT NULL,
	"payment_details" jsonb NOT NULL,
	"booking_details" jsonb NOT NULL,
	"requests" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"instructions" text,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"flow" text NOT NULL,
	"payment_type" text NOT NULL,
	"order_id" text NOT NULL,
	"cart_id" text,
	"cart_revision" integer,
	"amount" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_provider_order_id_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_pending" integer NOT NULL,
	"payment_type" text NOT NULL,
	"payment_mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"hub_id" text NOT NULL,
	"day" date NOT NULL,
	"slot_time" text NOT NULL,
	"arriving_time" text NOT NULL,
	"ready_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "time_slots_hub_id_day_slot_time_pk" PRIMARY KEY("hub_id","day","slot_time")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_revision_idx" ON "orders" USING btree ("cart_id","cart_revision");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");