import type { Queryable } from '../db';
import { preparedName } from '../db/prepared';
import { CLIENT, clientRows, joinSql, LICENSEE, licenseeRows, orderBy, sql, sqlIdentifier, sqlInteger, sqlKey, sqlRows } from './sql';
import { limitOffset, pageOffset, pageParameters, PREPARED_OFFSET_BELOW, preparedUnlessValuesMatter } from './paging';

/** A database that records what it was asked. */
function recorder(): Queryable & { calls: { text: string; values: readonly unknown[] }[] } {
  const calls: { text: string; values: readonly unknown[] }[] = [];
  return {
    calls,
    query: async <Row>(text: string, values: readonly unknown[] = []) => {
      calls.push({ text, values });
      return [] as Row[];
    },
  };
}

describe('the sql tag', () => {
  it('makes every interpolated value a parameter, however it looks', () => {
    const name = "x'; DROP TABLE member; --";
    const { text, values } = sql`SELECT id FROM member WHERE username = ${name} AND role = ${'admin'}`.render();
    expect(text).toBe('SELECT id FROM member WHERE username = $1 AND role = $2');
    expect(values).toEqual([name, 'admin']);
  });

  it('inlines fragments and numbers their values in order', () => {
    const search = sql`m.username LIKE ${'an%'}`;
    const scope = sql`m.role = ${'member'}`;
    const { text, values } = sql`SELECT 1 FROM member m WHERE m.id = ${'id-1'} AND ${search} AND ${scope} LIMIT ${10}`.render();
    expect(text).toBe('SELECT 1 FROM member m WHERE m.id = $1 AND m.username LIKE $2 AND m.role = $3 LIMIT $4');
    expect(values).toEqual(['id-1', 'an%', 'member', 10]);
  });

  it('joins fragments with a separator, and nothing into an empty fragment', () => {
    const { text, values } = joinSql([sql`a = ${1}`, sql`b = ${2}`, sql`TRUE`], sql` AND `).render();
    expect(text).toBe('a = $1 AND b = $2 AND TRUE');
    expect(values).toEqual([1, 2]);
    expect(joinSql([]).render().text).toBe('');
  });

  it('binds the client as $1 of a client query and numbers the other values after it', async () => {
    const db = recorder();
    await clientRows(db, { clientId: 'client-1' }, sql`SELECT id FROM member WHERE client_id = ${CLIENT} AND id = ${'m-1'}`);
    expect(db.calls).toEqual([{ text: 'SELECT id FROM member WHERE client_id = $1 AND id = $2', values: ['client-1', 'm-1'] }]);
  });

  it('refuses a client query that does not name the client, and a plain query that does', async () => {
    const db = recorder();
    await expect(clientRows(db, { clientId: 'client-1' }, sql`SELECT id FROM member WHERE id = ${'m-1'}`)).rejects.toThrow(/client/);
    await expect(sqlRows(db, sql`SELECT id FROM member WHERE client_id = ${CLIENT}`)).rejects.toThrow(/clientRows/);
    expect(db.calls).toEqual([]);
  });

  it('binds the licensee as $1 of a back-office query', async () => {
    const db = recorder();
    await licenseeRows(db, { licenseeId: 'licensee-1' }, sql`SELECT id FROM client WHERE licensee_id = ${LICENSEE} AND id = ${'c-1'}`);
    expect(db.calls).toEqual([{ text: 'SELECT id FROM client WHERE licensee_id = $1 AND id = $2', values: ['licensee-1', 'c-1'] }]);
  });

  it('refuses a back-office query that does not name the licensee', async () => {
    const db = recorder();
    await expect(licenseeRows(db, { licenseeId: 'licensee-1' }, sql`SELECT id FROM client WHERE id = ${'c-1'}`)).rejects.toThrow(
      /licensee/,
    );
    expect(db.calls).toEqual([]);
  });

  it("refuses to bind one tenant's marker to the other tenant", async () => {
    const db = recorder();
    await expect(clientRows(db, { clientId: 'client-1' }, sql`SELECT id FROM client WHERE licensee_id = ${LICENSEE}`)).rejects.toThrow(
      /licensee/,
    );
    await expect(licenseeRows(db, { licenseeId: 'licensee-1' }, sql`SELECT id FROM member WHERE client_id = ${CLIENT}`)).rejects.toThrow(
      /client/,
    );
    await expect(sqlRows(db, sql`SELECT id FROM client WHERE licensee_id = ${LICENSEE}`)).rejects.toThrow(/licenseeRows/);
    expect(db.calls).toEqual([]);
  });

  it('takes names only when they are plain identifiers', () => {
    expect(sql`SELECT 1 FROM ${sqlIdentifier('org_unit')}`.render().text).toBe('SELECT 1 FROM org_unit');
    expect(() => sqlIdentifier('member; DROP TABLE x')).toThrow();
    expect(() => sqlIdentifier('"member"')).toThrow();
  });

  it('writes ORDER BY and a page as fragments', () => {
    const { text, values } =
      sql`SELECT 1 ORDER BY ${orderBy([sql`m.last_name_key`, sql`m.id`], 'desc')} ${limitOffset(25, pageOffset({ page: 3, perPage: 25 }))}`.render();
    expect(text).toBe('SELECT 1 ORDER BY m.last_name_key DESC, m.id DESC LIMIT 25 OFFSET 50');
    expect(values).toEqual([]);
    expect(sql`SELECT 1 ${pageParameters({ page: 3, perPage: 25 })}`.render()).toMatchObject({
      text: 'SELECT 1 LIMIT $1 OFFSET $2',
      values: [25, 50],
    });
  });

  it('writes only non-negative integers into the text', () => {
    expect(sql`LIMIT ${sqlInteger(0)}`.render().text).toBe('LIMIT 0');
    // The largest page a request may send, times 100 per page: written out, rounded.
    expect(sql`OFFSET ${sqlInteger(Number.MAX_SAFE_INTEGER * 100)}`.render().text).toBe('OFFSET 900719925474099100');
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21, '1; DROP TABLE member' as unknown as number])
      expect(() => sqlInteger(value)).toThrow(/non-negative integer/);
  });

  it('prepares a list statement only near where its walk starts and when what picks its rows binds nothing but the client', () => {
    const isPrepared = (statement: ReturnType<typeof sql>) => preparedName(statement.render('client-1').text) !== undefined;
    const byClient = sql`m.client_id = ${CLIENT} AND ${sql`m.archived_at IS NULL`}`;
    const page = (conditions: ReturnType<typeof sql>, offset: number) =>
      sql`SELECT ${'de_DE'} AS language FROM member m WHERE ${conditions} ORDER BY m.id LIMIT 25 OFFSET ${sqlInteger(offset)}`;
    expect(isPrepared(preparedUnlessValuesMatter(page(byClient, 0), byClient))).toBe(true);
    expect(isPrepared(preparedUnlessValuesMatter(page(byClient, 75), byClient, 75))).toBe(true);
    expect(isPrepared(preparedUnlessValuesMatter(page(byClient, PREPARED_OFFSET_BELOW), byClient, PREPARED_OFFSET_BELOW))).toBe(false);
    const byRole = sql`${byClient} AND m.role = ${'admin'}`;
    expect(isPrepared(preparedUnlessValuesMatter(page(byRole, 0), byRole))).toBe(false);
    // A key read alike whatever its value (a kept scope) is bound as a parameter and still prepares.
    const byScope = sql`${byClient} AND s.scope_id = ${sqlKey('unit-7')}::uuid`;
    expect(byScope.render('client-1')).toMatchObject({
      text: expect.stringContaining('s.scope_id = $2::uuid'),
      values: ['client-1', 'unit-7'],
    });
    expect(isPrepared(preparedUnlessValuesMatter(page(byScope, 0), byScope))).toBe(true);
    const byScopeAndRole = sql`${byScope} AND m.role = ${'admin'}`;
    expect(isPrepared(preparedUnlessValuesMatter(page(byScopeAndRole, 0), byScopeAndRole))).toBe(false);
  });
});
