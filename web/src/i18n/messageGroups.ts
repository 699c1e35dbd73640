/**
 * How the texts that come from other packages are cut into chunks: the engine's message catalogues
 * (namespace `messages`, keyed `area/code`) and the renderer's and designers' UI texts (namespace
 * `translation`). Each language is its own chunk, and each language has two groups:
 * - `login`: the message areas the login family can meet before anyone is logged in;
 * - `rest`: every other area, with the renderer's and designers' texts — fetched after login.
 *
 * Pure data and functions: the build (`viteTextChunks.ts`) evaluates them in Node to write one JSON
 * chunk per language and group; tests and the dev server pick at run time with the same functions.
 */

/** The groups a language's texts are cut into. */
export type TextGroup = 'login' | 'rest';
export const textGroups: readonly TextGroup[] = ['login', 'rest'];

/**
 * Engine catalogue areas (keys of `catalogues` in `@wharf/engine/i18n`) the login family needs:
 * login and password policy, slider, SSO, registration, recovery, and the generic request and
 * system refusals any call can meet. `messageGroups.test.ts` fails when one is not an area.
 */
export const loginMessageAreas: readonly string[] = ['login', 'slider', 'sso', 'register', 'recovery', 'request', 'system'];

/** What a chunk holds for one language and group. */
export interface TextChunk {
  messages: Record<string, string>;
  translation: Record<string, string>;
}

type PerLanguage = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The packages' texts a chunk is cut from: engine areas, then the renderer's and designers' UI texts. */
export interface TextSources {
  catalogues: Readonly<Record<string, PerLanguage>>;
  rendererCatalogues: PerLanguage;
  designerCatalogues: PerLanguage;
}

/** One language's texts of one group; the groups together hold every area exactly once. */
export function textChunk(sources: TextSources, language: string, group: TextGroup): TextChunk {
  const areas = Object.keys(sources.catalogues).filter((area) => loginMessageAreas.includes(area) === (group === 'login'));
  const messages: Record<string, string> = Object.assign({}, ...areas.map((area) => sources.catalogues[area]?.[language] ?? {}));
  const translation: Record<string, string> = group === 'login' ? {} : { ...sources.rendererCatalogues[language], ...sources.designerCatalogues[language] };
  return { messages, translation };
}

/**
 * The groups to load now. Before anyone is logged in, the login family (`/` leads there, and the
 * `/index/…` pages) needs its own messages only; a session, or a start on any other page (guard
 * entries, visitor pages, error pages), takes every group.
 */
export function wantedTextGroups({ hasSession, path }: { hasSession: boolean; path: string }): TextGroup[] {
  const isLoginFamily = path === '/' || path === '/index' || path.startsWith('/index/');
  return hasSession || !isLoginFamily ? ['login', 'rest'] : ['login'];
}
