import { sql } from './sql';

/**
 * The address a stored file downloads from (GET /api/file/{context}/{type}/{uuid}/{filename}),
 * as SQL over a `file` row aliased `f`.
 */
export const storedFilePath = sql`'/api/file/' || f.context || '/' || f.type || '/' || f.id || '/' || f.filename`;
