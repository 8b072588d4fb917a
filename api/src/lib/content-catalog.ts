import { LANGUAGES, type Language } from '@compliance/shared-contracts';
import { sql, sqlIdentifier, type Sql } from './sql';
import type { RowList } from './paging';

// A client's catalog of the licensee's content (E-Learnings of courses, risk assessments of
// questionnaires): the client's row (status, settings) joined to the content row, whose texts
// are stored per language ({"de_DE": {"title": …}, "en_GB": {…}}) with its duration.

/** A text (`field`) of the row `alias`'s `texts` in `language` (a value, or a column holding one), German when it has none in it. */
export const contentText = (alias: string, field: string, language: Language | Sql): Sql =>
  sql`coalesce(${sqlIdentifier(alias)}.texts -> ${language} ->> ${field}, ${sqlIdentifier(alias)}.texts -> 'de_DE' ->> ${field}, '')`;

/** The sort keys every content catalog has. */
export type ContentCatalogSort = 'title' | 'category' | 'durationMinutes' | 'status';

/**
 * The list of a content catalog in one language: uuid, title, description, category,
 * durationMinutes and status, with `columns` and `order` of the catalog's own added; sorted by
 * the texts in that language, ties broken by the row's id.
 */
export function contentCatalogList<Extra extends string, Row>(
  language: Language,
  catalog: { item: string; content: string; from: Sql; columns: Sql; order: Readonly<Record<Extra, readonly Sql[]>> },
): RowList<ContentCatalogSort | Extra, Row> {
  const item = sqlIdentifier(catalog.item);
  const content = sqlIdentifier(catalog.content);
  const title = contentText(catalog.content, 'title', language);
  const category = contentText(catalog.content, 'category', language);
  const common: Record<ContentCatalogSort, readonly Sql[]> = {
    title: [sql`lower(${title})`, sql`${item}.id`],
    category: [sql`lower(${category})`, sql`lower(${title})`, sql`${item}.id`],
    durationMinutes: [sql`${content}.duration_minutes`, sql`${item}.id`],
    status: [sql`${item}.status`, sql`lower(${title})`, sql`${item}.id`],
  };
  return {
    columns: sql`${item}.id AS uuid, ${title} AS title, ${contentText(catalog.content, 'description', language)} AS description,
      ${category} AS category, ${content}.duration_minutes AS "durationMinutes", ${item}.status, ${catalog.columns}`,
    from: catalog.from,
    order: { ...common, ...catalog.order },
    defaultSort: 'title',
  };
}

/** `build` for each language, built once rather than per request. */
export function perLanguage<T>(build: (language: Language) => T): (language: Language) => T {
  const built = new Map(LANGUAGES.map((language) => [language, build(language)] as const));
  return (language) => built.get(language)!;
}

/** Search over a content row's title and category in `language`. */
export const contentSearchColumns = (alias: string, language: Language): Sql[] => [
  contentText(alias, 'title', language),
  contentText(alias, 'category', language),
];
