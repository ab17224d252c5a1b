-- Search ranks and cuts each kind of result apart (search.repository.ts): a name is indexed apart from
-- the text beside it, and the most recent tasks are read by index when a title word is common.
DROP INDEX "projects_search_words_idx";--> statement-breakpoint
DROP INDEX "projects_search_trigrams_idx";--> statement-breakpoint
DROP INDEX "tasks_search_words_idx";--> statement-breakpoint
DROP INDEX "tasks_search_trigrams_idx";--> statement-breakpoint
DROP INDEX "ventures_search_words_idx";--> statement-breakpoint
DROP INDEX "ventures_search_trigrams_idx";--> statement-breakpoint
CREATE INDEX "projects_name_search_words_idx" ON "projects" USING gin (to_tsvector('simple', regexp_replace("name", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "projects_name_search_trigrams_idx" ON "projects" USING gin (("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_search_words_idx" ON "projects" USING gin (to_tsvector('simple', regexp_replace(coalesce("description", ''), '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "projects_description_search_trigrams_idx" ON "projects" USING gin ((coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_title_search_words_idx" ON "tasks" USING gin (to_tsvector('simple', regexp_replace("title", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "tasks_title_search_trigrams_idx" ON "tasks" USING gin (("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_description_search_words_idx" ON "tasks" USING gin (to_tsvector('simple', regexp_replace(coalesce("description", ''), '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "tasks_description_search_trigrams_idx" ON "tasks" USING gin ((coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_workspace_updated_id_idx" ON "tasks" USING btree ("workspace_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ventures_name_search_words_idx" ON "ventures" USING gin (to_tsvector('simple', regexp_replace("name", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "ventures_name_search_trigrams_idx" ON "ventures" USING gin (("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ventures_text_search_words_idx" ON "ventures" USING gin (to_tsvector('simple', regexp_replace(coalesce("description", '') || ' ' || "pitch_content", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "ventures_text_search_trigrams_idx" ON "ventures" USING gin ((coalesce("description", '') || ' ' || "pitch_content") gin_trgm_ops);