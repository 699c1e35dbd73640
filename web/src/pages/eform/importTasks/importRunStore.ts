import { create } from 'zustand';

interface ImportRunState {
  /** The run whose progress is shown, or null. */
  runId: string | null;
  /** Reloads the rows of the list that started the run, once it imported. */
  refresh?: () => void;
  show(runId: string, refresh?: () => void): void;
  close(): void;
}

/** The background import shown on a list page: the list's service opens it, the page's dialog follows it. */
export const useImportRunStore = create<ImportRunState>((set) => ({
  runId: null,
  show: (runId, refresh) => set({ runId, refresh }),
  close: () => set({ runId: null, refresh: undefined }),
}));
