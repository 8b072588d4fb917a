import { act, render, renderHook, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { setLoader } from '@compliance/shared-ui';
import { renderShell } from '../test-utils';
import { AreaLoadingFrame, PAGE_SETTLE_MS, isPageBusy, useFirstPageArriving } from './page-arrival';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('isPageBusy', () => {
  it('sees a busy part and a progress indicator without a value, not one that shows a value', () => {
    const { container, rerender } = render(<section aria-busy="true" />);
    expect(isPageBusy(container)).toBe(true);
    rerender(<div role="progressbar" aria-label="Wird geladen" />);
    expect(isPageBusy(container)).toBe(true);
    rerender(<div role="progressbar" aria-label="Fortschritt" aria-valuenow={40} />);
    expect(isPageBusy(container)).toBe(false);
    rerender(<section aria-busy="false" />);
    expect(isPageBusy(container)).toBe(false);
  });
});

describe('useFirstPageArriving', () => {
  it('holds while the page is busy or a request loads, and lets go for good once both have been quiet a while', () => {
    const main = document.createElement('main');
    const busyTable = document.createElement('section');
    busyTable.setAttribute('aria-busy', 'true');
    main.append(busyTable);
    document.body.append(main);
    const store = createStore();
    let renders = 0;
    const { result } = renderHook(() => (renders++, useFirstPageArriving({ current: main })), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    expect(result.current).toBe(true);

    act(() => busyTable.setAttribute('aria-busy', 'false'));
    act(() => setLoader('member-list.get-list', 'load', store));
    act(() => void jest.advanceTimersByTime(PAGE_SETTLE_MS * 2));
    expect(result.current).toBe(true);

    act(() => setLoader('member-list.get-list', 'hide', store));
    act(() => void jest.advanceTimersByTime(PAGE_SETTLE_MS - 1));
    expect(result.current).toBe(true);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);

    // Arrived once, a later load leaves the footer where it stands, and renders nothing again.
    const rendersOnArrival = renders;
    act(() => setLoader('member-list.get-list', 'load', store));
    act(() => setLoader('member-list.get-list', 'hide', store));
    expect(result.current).toBe(false);
    expect(renders).toBe(rendersOnArrival);
    main.remove();
  });
});

describe('AreaLoadingFrame', () => {
  it("shows the breadcrumb to the area and the title's place around the spinner, without a heading of its own", () => {
    renderShell(
      <AreaLoadingFrame areaTitle="Unternehmen">
        <div role="progressbar" aria-label="Bereich wird geladen" />
      </AreaLoadingFrame>,
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(breadcrumb).toHaveTextContent('Unternehmen');
    expect(screen.getByRole('progressbar', { name: 'Bereich wird geladen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
