import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { assertNotCommonPassword } from '../../security/common-passwords';
import { hashForStorage, verifyStored } from '../../security/passwords';
import { passwordHistory, storePassword } from './queries';

/**
 * Replaces a member's password, refusing a commonly used one ('Password.TooCommon') and one
 * used before ('Password.AlreadyUsed'). Shared by reset, change and admin-set flows.
 */
export async function replacePassword(db: Queryable, memberId: string, clientHash: string): Promise<void> {
  await assertNotCommonPassword(clientHash);
  for (const previous of await passwordHistory(db, memberId)) {
    if (await verifyStored(clientHash, previous)) throw new ApiError(400, 'Password.AlreadyUsed');
  }
  await storePassword(db, memberId, await hashForStorage(clientHash));
}
