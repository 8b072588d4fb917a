-- The member search matches each word of the query where a word of a name starts, so
-- "Tester Eins" and "eins" both find the last name "Tester Eins", and "lüden" finds
-- "Müller-Lüdenscheidt". A prefix of the whole name key (002, 005) found only the first word; a
-- substring search over the keys would read every member of a 100,000-member client. Instead each
-- member keeps its search terms: for first and last name, the folded name from each word start to
-- its end ("tester eins", "eins"), so a query word with a hyphen still matches; and the folded
-- username and e-mail whole. A query word is a prefix of a term, which the btree of the terms
-- answers for one client at a time. Triggers keep the terms as names, usernames and e-mails change.

-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE TABLE member_search_term (
  client_id uuid NOT NULL,
  term text COLLATE "C" NOT NULL,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  PRIMARY KEY (client_id, term, member_id)
);
CREATE INDEX member_search_term_member ON member_search_term (member_id);

-- A word starts at the name's first letter and after a space, hyphen, apostrophe, period, comma, slash or bracket.
CREATE FUNCTION member_name_word_starts(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT substr(n.k, p) FROM (SELECT member_name_key(name) AS k) n, generate_series(1, length(n.k)) AS p WHERE substr(n.k, p, 1) !~ '[-[:space:]''.,/()]' AND (p = 1 OR substr(n.k, p - 1, 1) ~ '[-[:space:]''.,/()]') $$;

-- The terms of one member, from whichever of its values are given (NULL for the others).
CREATE FUNCTION member_search_terms(username text, email text, first_name text, last_name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT DISTINCT x.term FROM (SELECT member_name_key(username) UNION ALL SELECT member_name_key(email) UNION ALL SELECT member_name_word_starts(last_name) UNION ALL SELECT member_name_word_starts(first_name)) AS x (term) WHERE x.term <> '' $$;

-- A change of one member's login or name replaces all its terms.
CREATE FUNCTION member_search_terms_sync(target_id uuid) RETURNS void LANGUAGE sql AS $$ DELETE FROM member_search_term WHERE member_id = target_id; INSERT INTO member_search_term (client_id, term, member_id) SELECT m.client_id, t.term, m.id FROM member m LEFT JOIN member_details d ON d.member_id = m.id CROSS JOIN LATERAL member_search_terms(m.username, m.email, d.first_name, d.last_name) AS t (term) WHERE m.id = target_id $$;
CREATE FUNCTION member_login_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM member_search_terms_sync(NEW.id); RETURN NULL; END $$;
CREATE FUNCTION member_name_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM member_search_terms_sync(NEW.member_id); RETURN NULL; END $$;
-- A save of the member form names every column; only a real change rebuilds the terms.
CREATE TRIGGER member_login_terms_changed AFTER UPDATE OF username, email ON member
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION member_login_terms_changed();
CREATE TRIGGER member_name_terms_changed AFTER UPDATE OF first_name, last_name ON member_details
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION member_name_terms_changed();

-- New members arrive by the thousand in an import: their terms are added once per statement.
-- A member row comes first with its login terms, its details row then adds the name terms.
CREATE FUNCTION member_login_terms_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO member_search_term (client_id, term, member_id) SELECT a.client_id, t.term, a.id FROM added a CROSS JOIN LATERAL member_search_terms(a.username, a.email, NULL, NULL) AS t (term) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
CREATE FUNCTION member_name_terms_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO member_search_term (client_id, term, member_id) SELECT m.client_id, t.term, m.id FROM added a JOIN member m ON m.id = a.member_id CROSS JOIN LATERAL member_search_terms(NULL, NULL, a.first_name, a.last_name) AS t (term) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
CREATE TRIGGER member_login_terms_added AFTER INSERT ON member REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION member_login_terms_added();
CREATE TRIGGER member_name_terms_added AFTER INSERT ON member_details REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION member_name_terms_added();

-- The terms of the members there are already.
SELECT member_search_terms_sync(id) FROM member;
