import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DesignerState, DesignerStore } from '../store/designerStore';
import type { PropertyLists } from '../model/propertyForms';
import type { FormDesignerServices } from '../types';

/** What every part of one designer shares: its store, the application's services, the loaded lists. */
export interface DesignerContextValue {
  store: DesignerStore;
  services: FormDesignerServices;
  lists: PropertyLists;
  readOnly: boolean;
}

export const DesignerContext = createContext<DesignerContextValue | undefined>(undefined);

export function useDesignerContext(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('Form designer parts must be rendered inside FormDesigner');
  return value;
}

/** Subscribes to one slice of the designer's state. */
export function useDesigner<T>(selector: (state: DesignerState) => T): T {
  return useStore(useDesignerContext().store, selector);
}
