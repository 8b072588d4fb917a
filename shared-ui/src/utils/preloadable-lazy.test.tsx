import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

/** A load the test resolves or rejects by hand, counting its calls. */
function manualLoad() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Greeting), reject });
    });
  /** Lets load number `index` arrive, and React settle once `settled` has. */
  const arrive = (index: number, settled?: Promise<unknown>) =>
    act(async () => {
      calls[index]!.resolve();
      await settled;
    });
  return { load, calls, arrive };
}

const renderInSuspense = (ui: React.ReactNode) => render(<Suspense fallback={<p>Lädt</p>}>{ui}</Suspense>);

test('a component loaded ahead renders at once, without its fallback', async () => {
  const { load, calls, arrive } = manualLoad();
  const { Component, preload } = preloadableLazy(load);
  await arrive(0, preload());
  renderInSuspense(<Component name="Ada" />);
  expect(screen.getByText('Hallo Ada')).toBeInTheDocument();
  expect(screen.queryByText('Lädt')).not.toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('one not loaded yet shows the fallback, then itself; the code is loaded once', async () => {
  const { load, calls, arrive } = manualLoad();
  const { Component, preload } = preloadableLazy(load);
  renderInSuspense(<Component name="Ada" />);
  expect(screen.getByText('Lädt')).toBeInTheDocument();
  void preload();
  await arrive(0);
  expect(await screen.findByText('Hallo Ada')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('a load that failed is tried again by the next preload', async () => {
  const { load, calls, arrive } = manualLoad();
  const { Component, preload } = preloadableLazy(load);
  const first = preload();
  calls[0]!.reject(new Error('offline'));
  await expect(first).rejects.toThrow('offline');
  await arrive(1, preload());
  renderInSuspense(<Component name="Ada" />);
  expect(screen.getByText('Hallo Ada')).toBeInTheDocument();
});
