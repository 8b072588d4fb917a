import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { createTableState, type TableQuery, type TableState } from './table-state';
import { tableStatesAtom, useAppStore } from '@compliance/shared-ui';

/** The state of one table and a way to apply a table-state reducer to it. */
export interface TableStateHandle {
  state: TableState;
  update: (reducer: (state: TableState) => TableState) => void;
}

/**
 * The state of one table, held under its key in the shared store so it survives navigation.
 * The initial query counts only when the table is first seen; `arrival`, the state a link opened
 * the table with, replaces the stored one from the first render on.
 */
export function useTableState(tableId: string, initial: Partial<TableQuery> = {}, arrival: TableState | null = null): TableStateHandle {
  const store = useAppStore();
  const states = useAtomValue(tableStatesAtom, { store });
  const initialRef = useRef(initial);
  // Until the store holds it, the link's state is what the table shows and loads: the stored
  // state is never loaded first.
  const arrivalRef = useRef(arrival);
  const state = arrivalRef.current ?? states[tableId] ?? createTableState(initialRef.current);

  useEffect(() => {
    const linked = arrivalRef.current;
    if (linked !== null) {
      store.set(tableStatesAtom, (all) => ({ ...all, [tableId]: linked }));
      arrivalRef.current = null;
    } else if (store.get(tableStatesAtom)[tableId] === undefined) {
      store.set(tableStatesAtom, (all) => ({ ...all, [tableId]: createTableState(initialRef.current) }));
    }
  }, [store, tableId]);

  const update = useCallback(
    (reducer: (state: TableState) => TableState) => {
      store.set(tableStatesAtom, (all) => ({ ...all, [tableId]: reducer(all[tableId] ?? createTableState(initialRef.current)) }));
    },
    [store, tableId],
  );
  return { state, update };
}
