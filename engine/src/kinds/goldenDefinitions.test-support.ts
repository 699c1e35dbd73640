// Every definition the product ships: the customs example app and the seeded definitions of each
// tenant. The kinds' golden tests read them, so a registry change that alters what comes out of a
// shipped body fails there.
/// <reference types="vite/client" />
import example from '../../../examples/customs-declaration.app.json';

/** One shipped definition: where it comes from, its kind and its stored body. */
export interface ShippedDefinition {
  source: string;
  kind: string;
  body: unknown;
}

// Vite reads the seed files at build time (the engine itself never touches the file system).
const seeds = import.meta.glob<{ kind: string; body: unknown }>('../../../seeds/definitions/*/*.json', { eager: true, import: 'default' });

function seededDefinitions(): ShippedDefinition[] {
  return Object.keys(seeds).sort().map((path) => ({ source: path.replace('../../../seeds/definitions/', 'seeds/'), kind: seeds[path]!.kind, body: seeds[path]!.body }));
}

/** The example app's definitions, then the seeds, in a stable order. */
export const shippedDefinitions: readonly ShippedDefinition[] = [
  ...example.definitions.map((d, i) => ({ source: `example/${i}`, kind: d.kind, body: d.body as unknown })),
  ...seededDefinitions(),
];
