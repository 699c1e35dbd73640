import type { i18n as I18n } from 'i18next';
import type { AppLanguage } from './languages';
import type { TextChunk, TextGroup } from './messageGroups';

type ChunkLoader = () => Promise<{ default: TextChunk }>;

// Written out one by one: the bundler makes a chunk for each import it can read.
const chunkLoaders: Record<AppLanguage, Record<TextGroup, ChunkLoader>> = {
  zh_CN: { login: () => import('virtual:wharf-texts/zh_CN/login'), rest: () => import('virtual:wharf-texts/zh_CN/rest') },
  en_US: { login: () => import('virtual:wharf-texts/en_US/login'), rest: () => import('virtual:wharf-texts/en_US/rest') },
  th_TH: { login: () => import('virtual:wharf-texts/th_TH/login'), rest: () => import('virtual:wharf-texts/th_TH/rest') },
  zh_TW: { login: () => import('virtual:wharf-texts/zh_TW/login'), rest: () => import('virtual:wharf-texts/zh_TW/rest') },
};

const loadedChunks = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Adds one language's text chunk of a group (see `messageGroups.ts`) to the instance, once; later
 * calls share the load, and a failed one may be retried. The engine's messages go to namespace
 * `messages`; the renderer's and designers' UI texts join `translation`, where a tenant's wording
 * laid over them earlier is kept.
 */
export function loadTextChunk(instance: I18n, language: AppLanguage, group: TextGroup): Promise<void> {
  const loads = loadedChunks.get(instance) ?? new Map<string, Promise<void>>();
  loadedChunks.set(instance, loads);
  const key = `${language}/${group}`;
  let load = loads.get(key);
  if (!load) {
    load = chunkLoaders[language][group]().then(({ default: chunk }) => {
      instance.addResourceBundle(language, 'messages', chunk.messages, true, true);
      instance.addResourceBundle(language, 'translation', chunk.translation, true, false);
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}
