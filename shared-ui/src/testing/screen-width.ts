/**
 * Runs `body` as on a screen `width` px wide: jsdom has no media queries, so `window.matchMedia`
 * answers min-width and max-width queries for that width (any other query does not match).
 */
export async function onScreenWidth<T>(width: number, body: () => T | Promise<T>): Promise<T> {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (min !== null || max !== null) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  try {
    return await body();
  } finally {
    window.matchMedia = original;
  }
}
