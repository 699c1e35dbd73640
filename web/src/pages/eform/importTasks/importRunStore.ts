import { create } from 'zustand';

interface ImportRunState {
  /** The run whose progress is shown, or null. */
  runId: string | null;
  show(runId: string): void;
  close(): void;
}

/** The background import shown on a list page: the list's service opens it, the page's dialog follows it. */
export const useImportRunStore = create<ImportRunState>((set) => ({
  runId: null,
  show: (runId) => set({ runId }),
  close: () => set({ runId: null }),
}));
