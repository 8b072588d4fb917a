-- Member CSV imports: the uploaded file is kept in chunks (never as one value), so an upload
-- of 100,000 rows is streamed in and out, and any API instance can run the import step.
CREATE TABLE member_import (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  member_id uuid REFERENCES member (id) ON DELETE CASCADE,
  filename text NOT NULL,
  size integer NOT NULL DEFAULT 0,
  -- Found when the upload is checked; the import reads the bytes the same way.
  encoding text CHECK (encoding IN ('utf-8', 'windows-1252')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_import_client ON member_import (client_id, created_at);

CREATE TABLE member_import_chunk (
  import_id uuid NOT NULL REFERENCES member_import (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (import_id, seq)
);
