import { Workbench } from '../pages/Workbench';
import { workbenchComponent } from '../routes/layoutChoice';
import type { MenuPageComponent } from './menuPageRegistry';

/**
 * Pages the web app itself owns, keyed by the menu's exact component name. They are looked up
 * before the component kinds of engine/menus, which cover definition-driven pages.
 */
export const namedMenuPages: Readonly<Record<string, MenuPageComponent>> = {
  [workbenchComponent]: Workbench,
};
