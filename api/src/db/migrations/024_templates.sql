-- Document templates (route apps/templates): a licensee's (client_id NULL), offered to every client
-- of it, and each client's own, which its admins upload and delete. The bytes live in `file`
-- (context 'template'); a template goes with its file.

CREATE TABLE document_template (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  client_id uuid REFERENCES client (id) ON DELETE CASCADE,
  name text NOT NULL,
  language text NOT NULL CHECK (language IN ('de_DE', 'en_GB')),
  file_type text NOT NULL CHECK (file_type IN ('pdf', 'docx', 'xlsx', 'odt')),
  file_id uuid NOT NULL UNIQUE REFERENCES file (id) ON DELETE CASCADE,
  uploaded_by uuid REFERENCES member (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The list shows a client's templates beside its licensee's: each half sorted and filtered on its own index.
CREATE INDEX document_template_client_name ON document_template (client_id, lower(name));
CREATE INDEX document_template_client_created ON document_template (client_id, created_at);
CREATE INDEX document_template_client_language ON document_template (client_id, language, lower(name));
CREATE INDEX document_template_licensee_name ON document_template (licensee_id, lower(name)) WHERE client_id IS NULL;
CREATE INDEX document_template_licensee_created ON document_template (licensee_id, created_at) WHERE client_id IS NULL;
CREATE INDEX document_template_licensee_language ON document_template (licensee_id, language, lower(name)) WHERE client_id IS NULL;
-- A member's uploads lose their uploader when the member is deleted for good.
CREATE INDEX document_template_uploaded_by ON document_template (uploaded_by);
