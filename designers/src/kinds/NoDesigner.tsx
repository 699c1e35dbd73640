import { formatMessage, isLanguage } from '@wharf/engine';
import type { DefinitionKind } from '@wharf/schemas';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error code a kind without a designer shows (message in the engine's catalogues). */
export const noDesignerCode = 'definition/no-designer';

/** What opening a kind with no designer yet shows: a visible refusal naming the kind and the code. */
export function NoDesigner({ kind }: { kind: DefinitionKind }) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  return <Result status="warning" title={formatMessage(noDesignerCode, lang, [kind])} subTitle={noDesignerCode} data-error-code={noDesignerCode} />;
}
