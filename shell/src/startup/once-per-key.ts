/**
 * A loader that runs once per key while its promise stands: later calls take the same promise. A
 * failed load is forgotten, so the next call tries again.
 */
export function oncePerKey<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const loads = new Map<Key, Promise<Value>>();
  return (key) => {
    const pending = loads.get(key);
    if (pending) return pending;
    const loading = load(key);
    loads.set(key, loading);
    loading.catch(() => loads.delete(key));
    return loading;
  };
}
