import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';

// AG Grid 36 renders nothing without its modules; registering is idempotent, and living in the
// list's own chunk keeps the grid out of every page that merely imports @wharf/renderer.
ModuleRegistry.registerModules([AllCommunityModule]);
