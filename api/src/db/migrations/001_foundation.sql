-- Foundation: tenancy (licensee → client → member), sessions, passwords, org structure, files, audit.

CREATE TABLE licensee (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identifier text NOT NULL UNIQUE,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX licensee_one_default ON licensee (is_default) WHERE is_default;

CREATE TABLE licensee_domain (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  host text NOT NULL UNIQUE
);

CREATE TABLE file (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  client_id uuid,
  context text NOT NULL,
  type text NOT NULL,
  filename text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_client ON file (client_id);

CREATE TABLE licensee_config (
  licensee_id uuid PRIMARY KEY REFERENCES licensee (id) ON DELETE CASCADE,
  external_calendar_href text,
  mood_image_copyright text,
  logo_file_id uuid REFERENCES file (id) ON DELETE SET NULL,
  mood_file_id uuid REFERENCES file (id) ON DELETE SET NULL,
  theme_light_primary text NOT NULL DEFAULT '#3b3b3b',
  theme_light_contrast text NOT NULL DEFAULT '#ffffff',
  theme_dark_primary text NOT NULL DEFAULT '#b9b9b9',
  theme_dark_contrast text NOT NULL DEFAULT '#000000',
  is_whitelabel_partner boolean NOT NULL DEFAULT false,
  zendesk_key text,
  base_route text NOT NULL DEFAULT '/dashboard',
  default_language text NOT NULL DEFAULT 'de_DE',
  footer_licensee_link text,
  footer_legal_notice_link text,
  footer_data_protection_link text
);

CREATE TABLE client (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  client_identifier text NOT NULL,
  name text NOT NULL,
  street text,
  additional text,
  postal_code text,
  city text,
  country text NOT NULL DEFAULT 'DE',
  homepage text,
  notification_footer_email text,
  notification_footer_sms text,
  language text NOT NULL DEFAULT 'de_DE',
  zendesk_key text,
  allow_support_login boolean NOT NULL DEFAULT true,
  max_members integer NOT NULL DEFAULT 1000,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (licensee_id, client_identifier)
);
ALTER TABLE file ADD CONSTRAINT file_client_fk FOREIGN KEY (client_id) REFERENCES client (id) ON DELETE CASCADE;

CREATE TABLE product_type (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identifier text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE product (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  identifier text NOT NULL UNIQUE,
  name text NOT NULL,
  product_type_id uuid NOT NULL REFERENCES product_type (id)
);

CREATE TABLE package (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  identifier text NOT NULL,
  name text NOT NULL,
  UNIQUE (licensee_id, identifier)
);

CREATE TABLE package_product (
  package_id uuid NOT NULL REFERENCES package (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  PRIMARY KEY (package_id, product_id)
);

CREATE TABLE client_package (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  package_id uuid NOT NULL REFERENCES package (id) ON DELETE CASCADE,
  valid_from date,
  valid_to date,
  PRIMARY KEY (client_id, package_id)
);

-- Licensees switch areas on and off per client, over what the packages bring.
CREATE TABLE client_feature_flag (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  flag text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (client_id, flag)
);

CREATE TABLE member (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  username text NOT NULL,
  email text,
  role text NOT NULL CHECK (role IN ('super-admin', 'admin', 'loc-admin', 'ou-admin', 'member')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
  archived_at timestamptz,
  password_hash text,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX member_username ON member (client_id, lower(username));
CREATE INDEX member_email ON member (client_id, lower(email));
CREATE INDEX member_client_archived ON member (client_id, archived_at);

CREATE TABLE member_details (
  member_id uuid PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  birth_date date,
  phone_number text,
  mobile_number text,
  special_attributes text[] NOT NULL DEFAULT '{}',
  gender text NOT NULL DEFAULT 'd' CHECK (gender IN ('m', 'f', 'd')),
  street text,
  additional_address text,
  postal_code text,
  city text,
  country text,
  external_company text
);
CREATE INDEX member_details_names ON member_details (lower(last_name), lower(first_name));

CREATE TABLE member_setting (
  member_id uuid PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  theme text CHECK (theme IN ('light', 'dark')),
  language_code text CHECK (language_code IN ('de_DE', 'en_GB'))
);

CREATE TABLE member_option (
  member_id uuid PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  create_elearning_tasks boolean NOT NULL DEFAULT true,
  create_risk_assessment_tasks boolean NOT NULL DEFAULT true
);

CREATE TABLE password_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_member ON password_history (member_id);

-- Licensee staff who use the support login (role 'user').
CREATE TABLE customer_advisor (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  username text NOT NULL,
  email text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_advisor_username ON customer_advisor (licensee_id, lower(username));

-- The id is the SHA-256 of the cookie value, so a read of this table yields no usable cookie.
CREATE TABLE session (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('member', 'advisor')),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  member_id uuid REFERENCES member (id) ON DELETE CASCADE,
  advisor_id uuid REFERENCES customer_advisor (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  idle_seconds integer NOT NULL,
  CHECK ((kind = 'member' AND member_id IS NOT NULL) OR (kind = 'advisor' AND advisor_id IS NOT NULL))
);
CREATE INDEX session_member ON session (member_id);
CREATE INDEX session_expires ON session (expires_at);

CREATE TABLE password_reset_token (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_token_member ON password_reset_token (member_id);

-- Reset requests by (host licensee, company ID, username) whether or not the account exists,
-- so the 10-minute throttle answers alike for every name and reveals nothing.
CREATE TABLE password_reset_request (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_request_key ON password_reset_request (request_key, created_at);

CREATE TABLE org_unit (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES org_unit (id) ON DELETE SET NULL,
  identifier text NOT NULL,
  name text NOT NULL,
  is_root boolean NOT NULL DEFAULT false,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, identifier)
);
CREATE UNIQUE INDEX org_unit_one_root ON org_unit (client_id) WHERE is_root;

-- kind 'admin': ou-admins who administer the unit; 'accountable': admins or super-admins answerable for it.
CREATE TABLE org_unit_admin (
  org_unit_id uuid NOT NULL REFERENCES org_unit (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('admin', 'accountable')),
  PRIMARY KEY (org_unit_id, member_id, kind)
);
CREATE INDEX org_unit_admin_member ON org_unit_admin (member_id);

CREATE TABLE org_unit_member (
  org_unit_id uuid NOT NULL REFERENCES org_unit (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  PRIMARY KEY (org_unit_id, member_id)
);
CREATE INDEX org_unit_member_member ON org_unit_member (member_id);

CREATE TABLE location (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  identifier text NOT NULL,
  name text NOT NULL,
  street text,
  postal_code text,
  city text,
  country_code text NOT NULL DEFAULT 'DE',
  location_type text NOT NULL CHECK (location_type IN ('headquarters', 'branch')),
  floor_space numeric(12, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, identifier)
);

CREATE TABLE location_responsible (
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  PRIMARY KEY (location_id, member_id)
);
CREATE INDEX location_responsible_member ON location_responsible (member_id);

CREATE TABLE location_member (
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  PRIMARY KEY (location_id, member_id)
);
CREATE INDEX location_member_member ON location_member (member_id);

CREATE TABLE member_group (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  identifier text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('medical-officer', 'first-aid', 'fire-marshall', 'fire-assistent', 'health-safety-officer', 'work-council')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, identifier)
);

CREATE TABLE member_group_member (
  member_group_id uuid NOT NULL REFERENCES member_group (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  PRIMARY KEY (member_group_id, member_id)
);
CREATE INDEX member_group_member_member ON member_group_member (member_id);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid REFERENCES licensee (id) ON DELETE CASCADE,
  client_id uuid REFERENCES client (id) ON DELETE CASCADE,
  actor_member_id uuid,
  actor_advisor_id uuid,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id uuid,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_client_time ON audit_log (client_id, created_at);
