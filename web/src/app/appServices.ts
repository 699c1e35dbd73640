import type { i18n as I18n } from 'i18next';
import { createAuthApi, type AuthApi } from '../api/authApi';
import type { BootConfig } from '../config/bootConfig';
import { createHttpClient, type HttpClient } from '../http/httpClient';
import type { HttpErrorReaction } from '../http/httpErrorReaction';
import { notifier, toastsShown } from '../http/notifier';
import { localiseServerMessage } from '../http/serverMessage';
import { applyDocumentLanguage, applyRemoteLocales, createI18n, loadMessageCatalogues, loadUiLanguage, translateMessageCode } from '../i18n/i18n';
import type { AppLanguage } from '../i18n/languages';
import { wantedTextGroups } from '../i18n/messageGroups';
import { createSessionStore, type SessionStore } from '../stores/sessionStore';
import { createSettingsStore, type SettingsStore } from '../stores/settingsStore';
import { loadPermissions, logout } from './sessionFlows';
import { createSiteInfoLoader, type SiteInfo } from './siteInfo';

/** How long a reaction waits for its toast's code before what follows (a reload) goes on regardless. */
const maxToastWaitMs = 10_000;

/** Everything the screens use, built once at start-up and handed down through React context. */
export interface AppServices {
  bootConfig: BootConfig;
  http: HttpClient;
  api: AuthApi;
  session: SessionStore;
  settings: SettingsStore;
  i18n: I18n;
  logout(): Promise<void>;
  loadPermissions(): Promise<void>;
  siteInfo(): Promise<SiteInfo>;
}

export interface AppServicesOptions {
  bootConfig: BootConfig;
  fetch?: typeof fetch;
  reload?: () => void;
  currentPagePath?: () => string;
}

/** Wires stores, i18n and the HTTP client together; the only place that knows all of them. */
export function createAppServices({ bootConfig, fetch, reload, currentPagePath }: AppServicesOptions): AppServices {
  const session = createSessionStore();
  const apiHolder: { current?: AuthApi } = {};
  // The theme is saved per user on the server too; the call is quiet because older servers lack it.
  const settings = createSettingsStore((theme) => {
    if (session.getState().token) void apiHolder.current?.saveUserSettings({ theme }).catch(() => undefined);
  });
  const i18n = createI18n(settings.getState().language);
  applyDocumentLanguage(settings.getState().language);
  // The engine's messages and the packages' UI texts, in the languages shown: the login family's own
  // group first, every group once someone is logged in (or the app starts on another page).
  const pagePath = currentPagePath ?? (() => globalThis.location?.pathname ?? '/');
  const loadTexts = (languages: readonly AppLanguage[]) =>
    loadMessageCatalogues(i18n, languages, wantedTextGroups({ hasSession: Boolean(session.getState().token), path: pagePath() }));
  const shownLanguages = (): AppLanguage[] => {
    const { language, secondLanguage } = settings.getState();
    return secondLanguage ? [language, secondLanguage] : [language];
  };
  const logTextsNotLoaded = (error: unknown) => console.error('[i18n/messages-not-loaded]', error);
  void loadTexts(shownLanguages()).catch(logTextsNotLoaded);
  session.subscribe((state, previous) => {
    if (state.token && !previous.token) void loadTexts(shownLanguages()).catch(logTextsNotLoaded);
  });
  // The tenant's own wording arrives after login and whenever a language is chosen; a failure
  // only leaves the built-in texts in place.
  const loadRemoteLocales = () => {
    const api = apiHolder.current;
    if (!session.getState().token || !api) return;
    const { language, secondLanguage } = settings.getState();
    const apply = (target: AppLanguage) => (envelope: { success: boolean; result: Record<string, string> | null }) => {
      if (envelope.success && envelope.result) applyRemoteLocales(i18n, target, envelope.result);
    };
    void api.remoteLocales().then(apply(language)).catch(() => undefined);
    if (secondLanguage) void api.remoteSecLocales(secondLanguage).then(apply(secondLanguage)).catch(() => undefined);
  };
  settings.subscribe((state, previous) => {
    if (state.language !== previous.language) {
      // The catalogue first, so the switch never shows a screen of fallback texts; a newer choice
      // made while it loads wins.
      const chosen = state.language;
      void Promise.all([loadUiLanguage(i18n, chosen), loadTexts([chosen])])
        .catch((error: unknown) => console.error('[i18n/catalogue-not-loaded]', error))
        .then(() => {
          if (settings.getState().language !== chosen) return;
          void i18n.changeLanguage(chosen);
          applyDocumentLanguage(chosen);
        });
    }
    if (state.secondLanguage && state.secondLanguage !== previous.secondLanguage) {
      void Promise.all([loadUiLanguage(i18n, state.secondLanguage), loadTexts([state.secondLanguage])]).catch((error: unknown) => console.error('[i18n/catalogue-not-loaded]', error));
    }
    if (state.language !== previous.language || state.secondLanguage !== previous.secondLanguage) loadRemoteLocales();
  });

  const reactionText = (reaction: Pick<HttpErrorReaction, 'toastKey' | 'serverMessage'>) =>
    reaction.toastKey ? i18n.t(reaction.toastKey) : reaction.serverMessage ? localiseServerMessage(reaction.serverMessage, (code) => translateMessageCode(i18n, code)) : '';
  const showReaction = (reaction: HttpErrorReaction) => {
    const text = reactionText(reaction);
    if (!text) return;
    notifier().systemPrompt(i18n.t('http.systemPrompt'), text);
    return toastsShown(maxToastWaitMs);
  };

  let pendingPermissionLoad: Promise<void> | undefined;
  const services: AppServices = {
    bootConfig,
    session,
    settings,
    i18n,
    http: undefined as unknown as HttpClient,
    api: undefined as unknown as AuthApi,
    siteInfo: () => Promise.reject(new Error('not wired yet')),
    logout: () => logout({ api: services.api, session, settings, leaveTo: (url) => globalThis.location.assign(url) }),
    // The guard may ask twice for the same load (React StrictMode, fast navigation); one call serves both.
    loadPermissions: () => {
      pendingPermissionLoad ??= loadPermissions({ api: services.api, session, settings })
        .then(loadRemoteLocales)
        .finally(() => {
          pendingPermissionLoad = undefined;
        });
      return pendingPermissionLoad;
    },
  };
  services.http = createHttpClient({
    baseUrl: bootConfig.apiBaseUrl,
    declarePagePaths: bootConfig.declarePagePaths,
    fetch,
    session: {
      token: () => session.getState().token,
      language: () => settings.getState().language,
      secondLanguage: () => settings.getState().secondLanguage,
      currentPagePath: pagePath,
    },
    reactions: { show: showReaction, textOf: reactionText, logout: () => services.logout(), reload: reload ?? (() => globalThis.location.reload()) },
  });
  apiHolder.current = createAuthApi(services.http);
  services.api = apiHolder.current;
  services.siteInfo = createSiteInfoLoader(services.http);
  return services;
}
