import type { Language, RiskRecord } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { actionsOfResult } from './action-queries';
import { readResultDetails } from './evaluation';
import { readRunOfResult, risksOfResult } from './evaluation-queries';

// read-risk-record: an evaluated analysis as a complete record (issue 71, point 5), what its print
// page shows and its export writes: nothing an inspector needs is left to another screen.

/** A result's complete record; 404 when it is not the client's or out of the session's reach. */
export async function readRecord(db: Database, session: SessionContext, resultId: string, language: Language): Promise<RiskRecord> {
  const result = await readResultDetails(db, session, resultId, language);
  const run = await readRunOfResult(db, session, resultId);
  if (!run) throw new Error('result vanished after its check');
  const { orgUnits, locations, members, ...dates } = run;
  return {
    result,
    scope: { orgUnits, locations, members },
    run: dates,
    risks: await risksOfResult(db, session, resultId, language),
    riskActions: await actionsOfResult(db, session, resultId, language),
  };
}
