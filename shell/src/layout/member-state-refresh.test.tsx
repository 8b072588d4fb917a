import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { memberStateEndpoint, type MemberState } from '@compliance/shared-contracts';
import { appStore, eventBus, featureFlagsAtom, memberStateAtom } from '@compliance/shared-ui';
import { mockEndpoint, mockFetch, testMemberState } from '@compliance/shared-ui/testing';
import { renderShell } from '../test-utils';
import { applyMemberState } from '../startup/http-handling';
import { useMemberStateRefresh } from './member-state-refresh';

/** An admin of a company with E-Learnings and risk assessments switched on. */
const STATE: MemberState = {
  ...testMemberState({ role: 'admin' }),
  featureFlags: { elearnings: true, riskAssessments: true, templates: true, calendar: false },
};

function Pages() {
  useMemberStateRefresh();
  return (
    <nav>
      <Link to="/dashboard/a">A</Link>
      <Link to="/dashboard/b">B</Link>
    </nav>
  );
}

describe('useMemberStateRefresh', () => {
  afterEach(() => act(() => applyMemberState(null)));

  it('reads the state again at each page after the first, and the licensee’s change to the areas shows', async () => {
    act(() => applyMemberState(STATE));
    const switchedOff = { ...STATE, featureFlags: { ...STATE.featureFlags, riskAssessments: false } };
    const requests = mockFetch([mockEndpoint(memberStateEndpoint, { body: switchedOff })]);
    renderShell(<Pages />, { route: '/dashboard/a', store: appStore });
    // The first page was read by the start-up.
    expect(requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    await waitFor(() => expect(appStore.get(featureFlagsAtom).riskAssessments).toBe(false));
    expect(requests.map((request) => request.path)).toEqual([memberStateEndpoint.path]);
  });

  it('leaves the store alone when nothing changed', async () => {
    act(() => applyMemberState(STATE));
    const before = appStore.get(memberStateAtom);
    const requests = mockFetch([mockEndpoint(memberStateEndpoint, { body: STATE })]);
    renderShell(<Pages />, { route: '/dashboard/a', store: appStore });
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Let the answer arrive before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(appStore.get(memberStateAtom)).toBe(before);
  });
  it('reads it again when an area answered that it is switched off, on the page it is on', async () => {
    act(() => applyMemberState(STATE));
    const switchedOff = { ...STATE, featureFlags: { ...STATE.featureFlags, elearnings: false } };
    const requests = mockFetch([mockEndpoint(memberStateEndpoint, { body: switchedOff })]);
    renderShell(<Pages />, { route: '/dashboard/a', store: appStore });
    act(() => eventBus.emit('session:areas-changed', { reason: 'feature-disabled' }));
    await waitFor(() => expect(appStore.get(featureFlagsAtom).elearnings).toBe(false));
    expect(requests).toHaveLength(1);
  });
  it('asks once at the page a redirect ends on', async () => {
    act(() => applyMemberState(STATE));
    const requests = mockFetch([mockEndpoint(memberStateEndpoint, { body: STATE })]);
    renderShell(<Pages />, { route: '/dashboard/a', store: appStore });
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    await userEvent.click(screen.getByRole('link', { name: 'A' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Before it settled, the first hop asked nothing; the page it ended on asked once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests).toHaveLength(1);
    expect(appStore.get(memberStateAtom)).toEqual(STATE);
  });
  it('signs nobody out on an empty answer (its body cut off as the page was left)', async () => {
    act(() => applyMemberState(STATE));
    const requests = mockFetch([mockEndpoint(memberStateEndpoint, { body: undefined as unknown as MemberState })]);
    renderShell(<Pages />, { route: '/dashboard/a', store: appStore });
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(appStore.get(memberStateAtom)).toEqual(STATE);
  });
});
