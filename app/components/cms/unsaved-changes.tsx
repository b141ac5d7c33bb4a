import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import { ModalDialog } from './modal-dialog';

interface Registry {
  set(id: string, dirty: boolean): void;
  any(): boolean;
  clear(): void;
}

const UnsavedContext = createContext<Registry>({
  set: () => {},
  any: () => false,
  clear: () => {},
});

/**
 * Guards the CMS against losing edits: while any editor reports unsaved changes, leaving the page
 * (a link, the tab bar, Close, back) asks first, and so does closing or reloading the tab.
 * One blocker for the whole shell, as React Router allows only one at a time.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const registry = useMemo<Registry>(
    () => ({
      set: (id, isDirty) => void (isDirty ? dirty.current.add(id) : dirty.current.delete(id)),
      any: () => dirty.current.size > 0,
      clear: () => dirty.current.clear(),
    }),
    [],
  );

  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      registry.any() && (from.pathname !== to.pathname || from.search !== to.search),
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!registry.any()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [registry]);

  return (
    <UnsavedContext value={registry}>
      {children}
      <ModalDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message="You have unsaved changes on this page. If you leave now, they will be lost."
        cancelLabel="Stay on this page"
        confirmLabel="Leave without saving"
        danger
        onCancel={() => blocker.reset?.()}
        onConfirm={() => {
          registry.clear();
          blocker.proceed?.();
        }}
      />
    </UnsavedContext>
  );
}

/**
 * Reports an editor's unsaved state to the guard. Returns `markSaved`, to call right before
 * navigating away after a successful save (the report would otherwise arrive a render late).
 */
export function useUnsavedChanges(id: string, isDirty: boolean) {
  const registry = useContext(UnsavedContext);
  useEffect(() => {
    registry.set(id, isDirty);
    return () => registry.set(id, false);
  }, [registry, id, isDirty]);
  return useCallback(() => registry.set(id, false), [registry, id]);
}

/** Ask whether anything is unsaved right now, or forget it all (e.g. when signing out). */
export const useUnsavedRegistry = () => useContext(UnsavedContext);
