import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../model/paletteItems';

/** Default titles of new fields, options, sub-tables, groups and tabs, in the designer's language. */
export function useScaffoldTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      fieldTitle: (type: FieldType) => t(`designer.form.palette.${type}`),
      optionLabel: (n: number) => t('designer.form.defaults.option', { n }),
      subTableTitle: () => t('designer.form.defaults.subTable'),
      groupTitle: () => t('designer.form.defaults.group'),
      tabTitle: (n: number) => t('designer.form.defaults.tab', { n }),
    }),
    [t],
  );
}
