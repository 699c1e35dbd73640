/** What the page learns before the app starts (spec §7: "base url from boot configuration"). */
export interface BootConfig {
  /** Prefix of every API call; same origin by default. */
  apiBaseUrl: string;
  /** Pages whose requests carry X-Server-Select=declare (the "menu map" of spec §7). */
  declarePagePaths: string[];
  /** Whether Ctrl+Alt+D may switch debug mode on. */
  isDebugAllowed: boolean;
}

declare global {
  interface Window {
    __WHARF_BOOT__?: Partial<BootConfig>;
  }
}

const defaults: BootConfig = { apiBaseUrl: '/api', declarePagePaths: [], isDebugAllowed: false };

/** The boot configuration set by /boot-config.js, over the defaults. */
export function readBootConfig(source: Partial<BootConfig> | undefined = globalThis.window?.__WHARF_BOOT__): BootConfig {
  const apiBaseUrl = (source?.apiBaseUrl ?? defaults.apiBaseUrl).replace(/\/+$/, '');
  return {
    apiBaseUrl,
    declarePagePaths: Array.isArray(source?.declarePagePaths) ? source.declarePagePaths : defaults.declarePagePaths,
    isDebugAllowed: source?.isDebugAllowed === true,
  };
}
