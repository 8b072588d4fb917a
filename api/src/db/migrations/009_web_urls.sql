-- Stored links are web addresses only: a javascript: or data: link in a homepage or a
-- licensee's footer would run code when clicked. The API refuses such values (isWebUrl); the
-- database refuses them too, and whatever was stored before that is not one is cleared.
CREATE FUNCTION is_web_url(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT value ~* '^https?://[^[:space:]/?#@]+([/?#][^[:space:]]*)?$' $$;

UPDATE client SET homepage = NULL WHERE NOT is_web_url(homepage);
UPDATE licensee_config SET
  external_calendar_href = CASE WHEN is_web_url(external_calendar_href) THEN external_calendar_href END,
  footer_licensee_link = CASE WHEN is_web_url(footer_licensee_link) THEN footer_licensee_link END,
  footer_legal_notice_link = CASE WHEN is_web_url(footer_legal_notice_link) THEN footer_legal_notice_link END,
  footer_data_protection_link = CASE WHEN is_web_url(footer_data_protection_link) THEN footer_data_protection_link END;

ALTER TABLE client ADD CONSTRAINT client_homepage_web_url CHECK (is_web_url(homepage));
ALTER TABLE licensee_config
  ADD CONSTRAINT licensee_config_calendar_web_url CHECK (is_web_url(external_calendar_href)),
  ADD CONSTRAINT licensee_config_licensee_link_web_url CHECK (is_web_url(footer_licensee_link)),
  ADD CONSTRAINT licensee_config_legal_notice_web_url CHECK (is_web_url(footer_legal_notice_link)),
  ADD CONSTRAINT licensee_config_data_protection_web_url CHECK (is_web_url(footer_data_protection_link));
