import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { textChunk, textGroups, type TextGroup, type TextSources } from './src/i18n/messageGroups';
import { appLanguages } from './src/i18n/languages';

const virtualPrefix = 'virtual:wharf-texts/';
// The chunk is named after the resolved id: `wharf-texts-<language>-<group>-<hash>.js`.
const resolvedPrefix = '\0wharf-texts-';
const messageGroupsFile = fileURLToPath(new URL('./src/i18n/messageGroups.ts', import.meta.url));

/** The packages' catalogues, evaluated in Node (they are data; evaluating them imports no engine code). */
async function loadSources(root: string): Promise<TextSources> {
  // configFile false: the runner must not read this very config again.
  const load = async <T>(id: string) => (await runnerImport<T>(id, { root, configFile: false, logLevel: 'silent' })).module;
  const [{ catalogues }, { rendererCatalogues }, { designerCatalogues }] = await Promise.all([
    load<Pick<TextSources, 'catalogues'>>('@wharf/engine/i18n'),
    load<Pick<TextSources, 'rendererCatalogues'>>('@wharf/renderer/i18n'),
    load<Pick<TextSources, 'designerCatalogues'>>('@wharf/designers/i18n'),
  ]);
  return { catalogues, rendererCatalogues, designerCatalogues };
}

/**
 * Serves `virtual:wharf-texts/<language>/<group>` (see `src/i18n/messageGroups.ts`): one chunk per
 * language and group, so the login page fetches its few messages in one language instead of every
 * area in four languages (and the engine's code with them).
 * - build: the chunk is the JSON of that language and group alone, cut at build time;
 * - dev server and unit tests: the same cut made at run time from the packages' modules, so an edit
 *   to a catalogue shows at once and no test waits for a Node-side evaluation.
 */
export function textChunks(): Plugin {
  let isBuild = false;
  let sources: Promise<TextSources> | undefined;
  return {
    name: 'wharf-text-chunks',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? resolvedPrefix + id.slice(virtualPrefix.length).replace('/', '-') : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const [language = '', group = ''] = id.slice(resolvedPrefix.length).split('-');
      if (!(appLanguages as readonly string[]).includes(language) || !textGroups.includes(group as TextGroup)) {
        this.error(`unknown text chunk ${id.slice(1)}: expected ${virtualPrefix}<${appLanguages.join('|')}>/<${textGroups.join('|')}>`);
      }
      if (!isBuild) {
        return [
          `import { catalogues } from '@wharf/engine/i18n';`,
          `import { rendererCatalogues } from '@wharf/renderer/i18n';`,
          `import { designerCatalogues } from '@wharf/designers/i18n';`,
          `import { textChunk } from ${JSON.stringify(messageGroupsFile)};`,
          `export default textChunk({ catalogues, rendererCatalogues, designerCatalogues }, ${JSON.stringify(language)}, ${JSON.stringify(group)});`,
        ].join('\n');
      }
      sources ??= loadSources(fileURLToPath(new URL('.', import.meta.url)));
      const chunk = textChunk(await sources, language, group as TextGroup);
      // A JSON string parses faster than the same object written as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(chunk))});`;
    },
  };
}
