-- Custom SQL migration file, put your code below! --
-- custom SQL (carry over on merge)
-- File content is stored without compression (out of line once a row passes about 2 KB): every
-- autosave writes the whole content again, and this build of PostgreSQL compresses with pglz only
-- (no lz4), which cost a save of 20 KB of code about a third of its database CPU and one of
-- 200 KB most of it. Content already stored keeps its compression until its next save.
ALTER TABLE "project_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
