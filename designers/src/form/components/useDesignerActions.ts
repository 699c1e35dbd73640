import { useMemo } from 'react';
import { applyDrop, type DropAction } from '../model/dropActions';
import { addFromPalette, insertionPoint, nudge, removeFromForm, resize } from '../model/formEdits';
import type { AreaRef, EntryRef } from '../model/layoutAreas';
import type { PaletteKind } from '../model/paletteItems';
import { selectionEntry, type DesignerSelection } from '../model/selection';
import type { FormDefinition } from '@wharf/schemas';
import { useDesignerContext } from './designerContext';
import { useScaffoldTexts } from './useScaffoldTexts';

/** The canvas's edits as one undoable step each; all of them do nothing when the designer is read-only. */
export function useDesignerActions() {
  const { store, readOnly } = useDesignerContext();
  const texts = useScaffoldTexts();
  return useMemo(() => {
    const apply = (edit: (form: FormDefinition) => FormDefinition, selection?: DesignerSelection | null) => {
      if (!readOnly) store.getState().apply(edit, selection);
    };
    return {
      /** Adds a palette item: at `area`/`index` when given (a drop), else at the insertion point of the selection (a click). */
      add(kind: PaletteKind, area?: AreaRef, index?: number) {
        const { device, selection, definition } = store.getState();
        const point = area ? { area, index } : insertionPoint(definition, device, selection);
        let selected: ReturnType<typeof addFromPalette>['selection'] | undefined;
        apply((form) => {
          const added = addFromPalette(form, kind, device, point.area, point.index, texts);
          selected = added.selection;
          return added.form;
        });
        if (selected && !readOnly) store.getState().select(selected);
      },
      drop(action: DropAction) {
        const { device } = store.getState();
        let selected: ReturnType<typeof applyDrop>['selection'];
        apply((form) => {
          const result = applyDrop(form, device, action, texts);
          selected = result.selection;
          return result.form;
        });
        if (selected && !readOnly) store.getState().select(selected);
      },
      nudge(ref: EntryRef, delta: -1 | 1) {
        apply((form) => nudge(form, store.getState().device, ref, delta));
      },
      resize(ref: EntryRef, w: number) {
        apply((form) => resize(form, store.getState().device, ref, w));
      },
      remove(ref: EntryRef) {
        const selected = selectionEntry(store.getState().selection);
        const wasSelected = selected?.kind === ref.kind && JSON.stringify(selected) === JSON.stringify(ref);
        apply((form) => removeFromForm(form, ref), wasSelected ? null : undefined);
      },
      apply,
    };
  }, [store, readOnly, texts]);
}
