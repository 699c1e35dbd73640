// The grid designers' shared pieces other packages may use (the model and the option type).
export { clampBox, packBoxes, placeNewBox, type GridBox, type GridSize } from './gridModel';
export type { CodeOption } from './useCodeOptions';
export type { SaveDefinition } from './useGridDesign';
