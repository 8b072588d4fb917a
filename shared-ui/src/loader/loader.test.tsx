import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import {
  LOADER_HIDE_DELAY_MS,
  LOADER_VEIL_DELAY_MS,
  LoadingOverlay,
  hideAllLoaders,
  highestLoaderState,
  loadingAtom,
  setLoader,
} from '@compliance/shared-ui';
import { renderWithProviders } from '../test-utils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('highestLoaderState', () => {
  it('prefers logIn over save over load, else hide', () => {
    expect(highestLoaderState(['load', 'logIn', 'save'])).toBe('logIn');
    expect(highestLoaderState(['load', 'save', 'hide'])).toBe('save');
    expect(highestLoaderState([undefined, 'load'])).toBe('load');
    expect(highestLoaderState([undefined, 'hide'])).toBe('hide');
    expect(highestLoaderState([])).toBe('hide');
  });
});

describe('LoadingOverlay', () => {
  it('shows the highest watched state at once and ignores unwatched loaders', () => {
    const store = createStore();
    renderWithProviders(<LoadingOverlay watch={['a', 'b']} />, { store });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => setLoader('c', 'logIn', store));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => setLoader('a', 'load', store));
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();
    // A named region, since it stands outside the page's landmarks.
    expect(screen.getByRole('region', { name: 'Wird geladen …' })).toBeInTheDocument();
    act(() => setLoader('b', 'save', store));
    expect(screen.getByRole('progressbar', { name: 'Wird gespeichert …' })).toBeInTheDocument();
  });

  it('watches every loader when told of none', () => {
    const store = createStore();
    renderWithProviders(<LoadingOverlay />, { store });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => setLoader('member.state', 'load', store));
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();
    act(() => setLoader('licensee.create-client', 'save', store));
    expect(screen.getByRole('progressbar', { name: 'Wird gespeichert …' })).toBeInTheDocument();
  });

  it('hides 250 ms after the last watched loader finishes', () => {
    const store = createStore();
    renderWithProviders(<LoadingOverlay watch={['a']} />, { store, language: 'en_GB' });
    act(() => setLoader('a', 'logIn', store));
    expect(screen.getByRole('progressbar', { name: 'Signing in …' })).toBeInTheDocument();
    act(() => setLoader('a', 'hide', store));
    act(() => void jest.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stays when a new request starts within the hide delay', () => {
    const store = createStore();
    renderWithProviders(<LoadingOverlay watch={['a']} />, { store });
    act(() => setLoader('a', 'load', store));
    act(() => setLoader('a', 'hide', store));
    act(() => void jest.advanceTimersByTime(200));
    act(() => setLoader('a', 'save', store));
    act(() => void jest.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Wird gespeichert …' })).toBeInTheDocument();
  });

  it('shows its veil only once the request has run a second; a read lets the page be used until then, a write does not', () => {
    const store = createStore();
    renderWithProviders(<LoadingOverlay watch={['a']} />, { store });
    act(() => setLoader('a', 'load', store));
    const overlay = screen.getByRole('region', { name: 'Wird geladen …' });
    expect(overlay).toHaveStyle({ opacity: '0', pointerEvents: 'none' });
    expect(getComputedStyle(overlay).animation).toContain(`${LOADER_VEIL_DELAY_MS}ms`);
    act(() => setLoader('a', 'save', store));
    expect(screen.getByRole('region', { name: 'Wird gespeichert …' })).toHaveStyle({ opacity: '0', pointerEvents: 'auto' });
  });

  it('hideAllLoaders hides every loader', () => {
    const store = createStore();
    setLoader('a', 'load', store);
    setLoader('b', 'save', store);
    hideAllLoaders(store);
    expect(store.get(loadingAtom)).toEqual({ a: 'hide', b: 'hide' });
  });
});
