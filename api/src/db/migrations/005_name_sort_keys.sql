-- German ordering of names (DIN 5007-1, as phone books sort): an umlaut sorts with its base
-- letter and ß as ss, so Köhler comes before Krüger. The "C" collation of the name keys (002)
-- compared bytes, which put every umlaut after z. The keys now hold the folded name; the member
-- search folds its words the same way (api/src/modules/members/sql.ts), so "mül" and "mul"
-- both find Müller. Upper-case letters are listed too, because
-- lower() leaves them alone in a database whose character type is "C".

-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION member_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT translate(replace(replace(lower(name), 'ß', 'ss'), 'ẞ', 'ss'), 'äöüàáâãåāèéêëēìíîïòóôõøùúûýÿçñÄÖÜÀÁÂÃÅĀÈÉÊËĒÌÍÎÏÒÓÔÕØÙÚÛÝŸÇÑ', 'aouaaaaaaeeeeeiiiiooooouuuyycnaouaaaaaaeeeeeiiiiooooouuuyycn') $$;

CREATE OR REPLACE FUNCTION member_name_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE member SET last_name_key = member_name_key(NEW.last_name), first_name_key = member_name_key(NEW.first_name) WHERE id = NEW.member_id AND (last_name_key IS DISTINCT FROM member_name_key(NEW.last_name) OR first_name_key IS DISTINCT FROM member_name_key(NEW.first_name)); RETURN NULL; END $$;

UPDATE member m SET last_name_key = member_name_key(d.last_name), first_name_key = member_name_key(d.first_name)
  FROM member_details d WHERE d.member_id = m.id;
