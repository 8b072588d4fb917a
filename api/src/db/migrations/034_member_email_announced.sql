-- Each API instance keeps a member search's hits (lib/kept-search-hits.ts). A search matches the
-- e-mail too, so a member whose e-mail changes may join or leave a kept search: it is announced
-- as a move, as 031 announces names, username, role, status and archiving.
CREATE OR REPLACE FUNCTION announce_members_moved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'members:' || c.client_id) FROM (SELECT DISTINCT n.client_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.client_id, n.last_name_key, n.first_name_key, n.username, n.email, n.role, n.status, n.archived_at) IS DISTINCT FROM (o.client_id, o.last_name_key, o.first_name_key, o.username, o.email, o.role, o.status, o.archived_at)) c; RETURN NULL; END $$;
