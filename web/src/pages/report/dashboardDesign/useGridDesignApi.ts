import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { gridDesignPageTexts } from '../../../i18n/catalogues/gridDesignPages';
import { appLanguages } from '../../../i18n/languages';
import { createGridDesignApi, type GridDesignApi } from './gridDesignApi';

const withTexts = new WeakSet<object>();

/** The grid design pages' API over the app's HTTP client; their texts join i18next on first use (they travel with this chunk). */
export function useGridDesignApi(): GridDesignApi {
  const services = useServices();
  if (!withTexts.has(services.i18n)) {
    for (const lang of appLanguages) services.i18n.addResourceBundle(lang, 'translation', gridDesignPageTexts[lang], true, false);
    withTexts.add(services.i18n);
  }
  return useMemo(() => createGridDesignApi(services.http), [services.http]);
}
