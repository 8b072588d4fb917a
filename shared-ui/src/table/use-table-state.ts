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
 * The state of one table, kept under its key in the shared store so it survives navigation.
 * The initial query counts only when the table is first seen.
 */
export function useTableState(tableId: string, initial: Partial<TableQuery> = {}): TableStateHandle {
  const store = useAppStore();
  const states = useAtomValue(tableStatesAtom, { store });
  const initialRef = useRef(initial);
  const state = states[tableId] ?? createTableState(initialRef.current);

  useEffect(() => {
    if (store.get(tableStatesAtom)[tableId] === undefined) {
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
