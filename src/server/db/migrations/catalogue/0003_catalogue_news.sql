-- Catalogue news: every statement that changes a table the catalogue's answers read sends a
-- notification on 'catalogue_changed' (payload: the table's name), delivered when its transaction
-- commits, so every API instance listening drops its cached answers whoever the writer is: the
-- API, the seed, the admin command, another instance or plain SQL. Notifications with the same
-- payload in one transaction arrive once.
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hubs_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hubs" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER serviceable_cities_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "serviceable_cities" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER localities_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "localities" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER sub_categories_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER products_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_hub_prices_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_hub_prices" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_feedback_analytics_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_feedback_analytics" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER search_terms_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER keyword_pages_news AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "keyword_pages" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
