CREATE TABLE "add_ons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" jsonb NOT NULL,
	"category_code" integer NOT NULL,
	"index" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pricing" jsonb NOT NULL,
	"max_quantity" integer,
	"tags" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"place_type" text NOT NULL,
	"placement_position" integer NOT NULL,
	"show_for_particular_url" text,
	"device" text NOT NULL,
	"banner_img_url" text NOT NULL,
	"redirect_url" text,
	"name" text NOT NULL,
	"cards_capture" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"kind" text NOT NULL,
	"code" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"sort_index" integer NOT NULL,
	CONSTRAINT "categories_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "cover_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"video_url" text NOT NULL,
	"collapsed_video_url" text,
	"redirect_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text,
	"sort_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"area" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_pages" (
	"keyword" text PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"top_sub_heading" text NOT NULL,
	"description" text NOT NULL,
	"city" text NOT NULL,
	"hub_id" text NOT NULL,
	"occasion" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"hub_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"pincode" text NOT NULL,
	"street" text NOT NULL,
	"district" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_code" text NOT NULL,
	"title" text,
	"description" text,
	"image" text,
	"visibility" boolean NOT NULL,
	"active" boolean NOT NULL,
	"discount_type" integer NOT NULL,
	"discount_value" integer NOT NULL,
	"max_offer_amount_gain" integer,
	"min_order_value" integer NOT NULL,
	"is_range2" boolean NOT NULL,
	"range2_min_order_value" integer,
	"range2_max_order_value" integer,
	"range2_discount_type" integer,
	"range2_discount_value" integer,
	"range2_max_price_gain" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"user_name" text NOT NULL,
	"stars" integer NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_feedback_analytics" (
	"product_id" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"stars_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_hub_prices" (
	"product_id" text NOT NULL,
	"hub_id" text NOT NULL,
	"selling_price" integer NOT NULL,
	"cost_price" integer NOT NULL,
	"web_discount" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "product_hub_prices_hub_id_product_id_pk" PRIMARY KEY("hub_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" jsonb NOT NULL,
	"tags" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"variant_of" text,
	"variants" jsonb NOT NULL,
	"occasions" text[] NOT NULL,
	"occasion_keys" text[] NOT NULL,
	"category_code" integer,
	"ocassion_category_index" integer NOT NULL,
	"is_spot_light" boolean DEFAULT false NOT NULL,
	"inclusions" jsonb NOT NULL,
	"lead_time_hours" integer NOT NULL,
	"pricing" jsonb NOT NULL,
	"label" text,
	"name_words" text[] NOT NULL,
	"tag_words" text[] NOT NULL,
	"occasion_words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serviceable_cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"image_url" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"state" text NOT NULL,
	"default_hub_id" text NOT NULL,
	"sort_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category_code" integer,
	"name" text NOT NULL,
	"tags" text NOT NULL,
	"image" text,
	"sort_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirecting_url" text NOT NULL,
	"banner_img_url" text NOT NULL,
	"cards_capture" text,
	"sort_index" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keyword_pages" ADD CONSTRAINT "keyword_pages_city_serviceable_cities_slug_fk" FOREIGN KEY ("city") REFERENCES "public"."serviceable_cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_pages" ADD CONSTRAINT "keyword_pages_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_city_serviceable_cities_slug_fk" FOREIGN KEY ("city") REFERENCES "public"."serviceable_cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feedback" ADD CONSTRAINT "product_feedback_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feedback_analytics" ADD CONSTRAINT "product_feedback_analytics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_hub_prices" ADD CONSTRAINT "product_hub_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_hub_prices" ADD CONSTRAINT "product_hub_prices_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serviceable_cities" ADD CONSTRAINT "serviceable_cities_default_hub_id_hubs_id_fk" FOREIGN KEY ("default_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "add_ons_index_idx" ON "add_ons" USING btree ("active","index");--> statement-breakpoint
CREATE INDEX "banners_place_idx" ON "banners" USING btree ("place_type","placement_position");--> statement-breakpoint
CREATE INDEX "localities_city_idx" ON "localities" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_idx" ON "offers" USING btree (upper("offer_code"));--> statement-breakpoint
CREATE INDEX "product_feedback_product_idx" ON "product_feedback" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_hub_prices_price_idx" ON "product_hub_prices" USING btree ("hub_id","selling_price");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("active","ocassion_category_index");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_occasion_keys_idx" ON "products" USING gin ("occasion_keys");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "products_label_idx" ON "products" USING btree ("label");--> statement-breakpoint
CREATE INDEX "products_spotlight_idx" ON "products" USING btree ("is_spot_light") WHERE "products"."is_spot_light";--> statement-breakpoint
CREATE INDEX "products_variant_of_idx" ON "products" USING btree ("variant_of");--> statement-breakpoint
CREATE INDEX "products_name_words_idx" ON "products" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "products_tag_words_idx" ON "products" USING gin ("tag_words");--> statement-breakpoint
CREATE INDEX "products_occasion_words_idx" ON "products" USING gin ("occasion_words");--> statement-breakpoint
CREATE INDEX "sub_categories_category_idx" ON "sub_categories" USING btree ("category_code","sort_index");