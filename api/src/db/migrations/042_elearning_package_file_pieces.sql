-- A package's files are kept in pieces of at most 256 KB (issue 67): a course of 200 MB was
-- written in statements of 20 files, each holding every other tenant's requests for seconds
-- (embedded PGlite runs in the server's own thread; node-pg turns each bytea into hex text
-- there too). Pieces are written one short statement at a time, outside any transaction, and
-- read one at a time when a file is served. A package belongs to no course until its last piece
-- is written; one left so by a failed upload is deleted by a scheduled job (package-purge).
CREATE TABLE elearning_package_file_piece (
  package_id uuid NOT NULL,
  path text NOT NULL,
  seq integer NOT NULL CHECK (seq >= 0),
  content bytea NOT NULL,
  PRIMARY KEY (package_id, path, seq),
  FOREIGN KEY (package_id, path) REFERENCES elearning_package_file (package_id, path) ON DELETE CASCADE
);

INSERT INTO elearning_package_file_piece (package_id, path, seq, content)
SELECT f.package_id, f.path, piece.seq, substring(f.content FROM piece.seq * 262144 + 1 FOR 262144)
  FROM elearning_package_file f,
       generate_series(0, greatest(0, (length(f.content) - 1) / 262144)) AS piece (seq);

ALTER TABLE elearning_package_file ADD COLUMN size bigint;
UPDATE elearning_package_file SET size = length(content);
ALTER TABLE elearning_package_file ALTER COLUMN size SET NOT NULL;
ALTER TABLE elearning_package_file ADD CHECK (size >= 0);
ALTER TABLE elearning_package_file DROP COLUMN content;

ALTER TABLE elearning_package ALTER COLUMN course_id DROP NOT NULL;
CREATE INDEX elearning_package_unlinked ON elearning_package (created_at) WHERE course_id IS NULL;
