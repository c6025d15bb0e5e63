DROP INDEX "article_bookmarks_user_idx";--> statement-breakpoint
DROP INDEX "article_reports_institute_idx";--> statement-breakpoint
DROP INDEX "article_trending_score_idx";--> statement-breakpoint
DROP INDEX "article_views_user_idx";--> statement-breakpoint
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_category_published_idx";--> statement-breakpoint
DROP INDEX "articles_publisher_published_idx";--> statement-breakpoint
CREATE INDEX "article_bookmarks_user_idx" ON "article_bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_reports_institute_idx" ON "article_reports" USING btree ("institute_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_trending_score_idx" ON "article_trending" USING btree ("score" DESC NULLS FIRST,"article_id");--> statement-breakpoint
CREATE INDEX "article_views_user_idx" ON "article_views" USING btree ("user_id","viewed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_publisher_published_idx" ON "articles" USING btree ("publisher_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);