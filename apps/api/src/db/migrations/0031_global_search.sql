CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	CONSTRAINT "search_words_word_scope_pk" PRIMARY KEY("word","scope")
);
--> statement-breakpoint
ALTER TABLE "collab_projects" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title) || to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary_text) || to_tsvector('simple'::regconfig, summary_text), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(goals, '') || ' ' || category || ' ' || coalesce(topic, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')) || to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, description_text) || to_tsvector('simple'::regconfig, description_text), 'B') || setweight(to_tsvector('simple'::regconfig, category || ' ' || coalesce(topic, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, stem) || to_tsvector('simple'::regconfig, stem), 'A') || setweight(to_tsvector('simple'::regconfig, subject_name || ' ' || coalesce(chapter_title, '') || ' ' || coalesce(topic, '')), 'B') || setweight(to_tsvector('english'::regconfig, explanation), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collab_projects_search_idx" ON "collab_projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "collab_projects_title_trgm_idx" ON "collab_projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutes_name_trgm_idx" ON "institutes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_questions_search_idx" ON "bank_questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);;--> statement-breakpoint
-- Global search's word list ("did you mean"), kept by the writes themselves: the words of published content with the
-- scope they may be suggested in ('' everyone, else the school's id). Words of staff-only or waiting content never enter.
CREATE FUNCTION search_words_add(body text, word_scope text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, scope)
  SELECT DISTINCT w.lexeme, word_scope
    FROM unnest(to_tsvector('simple'::regconfig, left(body, 20000))) AS w(lexeme, positions, weights)
   WHERE char_length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[0-9_./:@]'
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION posts_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visibility <> 'SELF' AND NEW.removed_at IS NULL AND NEW.audience IN ('EVERYONE', 'INSTITUTE') THEN
    PERFORM search_words_add(
      coalesce(NEW.title, '') || ' ' || NEW.description_text || ' ' || NEW.category || ' ' || coalesce(NEW.topic, ''),
      CASE WHEN (NEW.visibility = 'GLOBAL' AND NEW.audience = 'EVERYONE') OR NEW.institute_id IS NULL THEN ''
           ELSE NEW.institute_id::text END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_search_words AFTER INSERT OR UPDATE OF title, description_text, category, topic, visibility, audience, removed_at
  ON posts FOR EACH ROW EXECUTE FUNCTION posts_search_words();--> statement-breakpoint
CREATE FUNCTION articles_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PUBLISHED' THEN
    PERFORM search_words_add(NEW.title || ' ' || NEW.summary || ' ' || NEW.category::text, '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_search_words AFTER INSERT OR UPDATE OF title, summary, status
  ON articles FOR EACH ROW EXECUTE FUNCTION articles_search_words();--> statement-breakpoint
CREATE FUNCTION collab_projects_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PUBLISHED' THEN
    PERFORM search_words_add(
      NEW.title || ' ' || NEW.summary_text || ' ' || NEW.category || ' ' || coalesce(NEW.topic, ''),
      CASE WHEN NEW.visibility = 'GLOBAL' THEN '' ELSE NEW.institute_id::text END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collab_projects_search_words AFTER INSERT OR UPDATE OF title, summary_text, category, topic, status, visibility
  ON collab_projects FOR EACH ROW EXECUTE FUNCTION collab_projects_search_words();--> statement-breakpoint
SELECT search_words_add(coalesce(title, '') || ' ' || description_text || ' ' || category || ' ' || coalesce(topic, ''),
    CASE WHEN (visibility = 'GLOBAL' AND audience = 'EVERYONE') OR institute_id IS NULL THEN '' ELSE institute_id::text END)
  FROM posts WHERE visibility <> 'SELF' AND removed_at IS NULL AND audience IN ('EVERYONE', 'INSTITUTE');--> statement-breakpoint
SELECT search_words_add(title || ' ' || summary || ' ' || category::text, '') FROM articles WHERE status = 'PUBLISHED';--> statement-breakpoint
SELECT search_words_add(title || ' ' || summary_text || ' ' || category || ' ' || coalesce(topic, ''),
    CASE WHEN visibility = 'GLOBAL' THEN '' ELSE institute_id::text END)
  FROM collab_projects WHERE status = 'PUBLISHED';