-- E-Learning results and certificates (docs/product.md §3, issue 14): an attempt that fulfilled
-- its E-Learning's completion rule gives a result, and the result a certificate with a number
-- unique within the client. What the certificate says (the member's name, the course's title,
-- the client, the date, the score, valid-until) is written into the row when the attempt
-- completes, so renaming a member or a course later never changes a certificate already given.
-- The PDF is rendered from that row once, on its first download, and kept. A progress reset
-- archives the attempt; its result stays as history, marked by the attempt's archived_at.

-- The last certificate number given in each client; the row lock of its update orders concurrent completions.
CREATE TABLE elearning_certificate_counter (
  client_id uuid PRIMARY KEY REFERENCES client (id) ON DELETE CASCADE,
  last_number integer NOT NULL CHECK (last_number >= 0)
);

CREATE TABLE elearning_result (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  execution_id uuid NOT NULL UNIQUE REFERENCES elearning_execution (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  certificate_number integer NOT NULL CHECK (certificate_number > 0),
  -- The language the certificate is written in: the member's at completion.
  language text NOT NULL CHECK (language IN ('de_DE', 'en_GB')),
  member_name text NOT NULL,
  course_title text NOT NULL,
  client_name text NOT NULL,
  score_percent numeric CHECK (score_percent BETWEEN 0 AND 100),
  completed_at timestamptz NOT NULL,
  -- Completion plus the repeat interval; null when the E-Learning is taken once.
  valid_until date,
  certificate_pdf bytea,
  UNIQUE (client_id, certificate_number)
);
CREATE INDEX elearning_result_member ON elearning_result (member_id);
CREATE INDEX elearning_result_elearning ON elearning_result (elearning_id);
