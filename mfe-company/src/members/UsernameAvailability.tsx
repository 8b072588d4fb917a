import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { validateUsername } from '@compliance/shared-contracts/browser';
import { useDebouncedCallback } from '@compliance/shared-ui';
import { fetchUsernameTaken } from './api';
import type { MemberFormValues } from './member-form';

/** Delay between the last keystroke and the availability check (docs/product.md §9). */
export const USERNAME_CHECK_DEBOUNCE_MS = 250;

/**
 * Asks the server 250 ms after the last change whether the username is taken and, if so,
 * records it in the form's `takenUsernames`, which the form-level validation turns into the
 * 'checkUsername' error. `unchanged` (the member's saved username) is never checked.
 */
export function UsernameAvailability({ unchanged }: { unchanged?: string }) {
  const form = useForm<MemberFormValues>();
  const { input } = useField<string>('username', { subscription: { value: true } });
  const check = useDebouncedCallback((username: string) => {
    fetchUsernameTaken(username)
      .then((usernameExists) => {
        const taken = form.getState().values.takenUsernames ?? [];
        if (usernameExists && !taken.includes(username)) form.change('takenUsernames', [...taken, username]);
      })
      // A failed check is no verdict: the server checks again on save.
      .catch(() => undefined);
  }, USERNAME_CHECK_DEBOUNCE_MS);
  const username = (input.value ?? '').trim();
  useEffect(() => {
    if (username === '' || username === unchanged || validateUsername(username)) return;
    check(username);
  }, [username, unchanged, check]);
  return null;
}
