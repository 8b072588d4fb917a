-- Each client's storage quota (issue 67): the packages of its own courses and its own templates
-- together may take at most this many bytes. Every package version counts, since attempts keep
-- the version they ran on. 2 GiB holds eight packages of the largest size an upload may unpack to.
ALTER TABLE client ADD COLUMN storage_quota_bytes bigint NOT NULL DEFAULT 2147483648 CHECK (storage_quota_bytes >= 0);
