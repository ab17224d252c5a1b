-- Search reads words (full-text) and typos (trigrams) through GIN expression indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "comments_search_words_idx" ON "comments" USING gin (to_tsvector('simple', regexp_replace("content", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "comments_search_trigrams_idx" ON "comments" USING gin (("content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_words_idx" ON "projects" USING gin (to_tsvector('simple', regexp_replace("name" || ' ' || coalesce("description", ''), '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "projects_search_trigrams_idx" ON "projects" USING gin (("name" || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_files_search_words_idx" ON "task_files" USING gin (to_tsvector('simple', regexp_replace("filename", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "task_files_search_trigrams_idx" ON "task_files" USING gin (("filename") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_search_words_idx" ON "tasks" USING gin (to_tsvector('simple', regexp_replace("title" || ' ' || coalesce("description", ''), '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "tasks_search_trigrams_idx" ON "tasks" USING gin (("title" || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venture_files_search_words_idx" ON "venture_files" USING gin (to_tsvector('simple', regexp_replace("filename", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "venture_files_search_trigrams_idx" ON "venture_files" USING gin (("filename") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ventures_search_words_idx" ON "ventures" USING gin (to_tsvector('simple', regexp_replace("name" || ' ' || coalesce("description", '') || ' ' || "pitch_content", '[^[:alnum:]]+', ' ', 'g')));--> statement-breakpoint
CREATE INDEX "ventures_search_trigrams_idx" ON "ventures" USING gin (("name" || ' ' || coalesce("description", '') || ' ' || "pitch_content") gin_trgm_ops);