import { formatMessage, isLanguage } from '@wharf/engine';
import type { DefinitionKind } from '@wharf/schemas';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error code a kind without a runtime shows (message in the engine's catalogues). */
export const noRuntimeCode = 'definition/no-runtime';

/**
 * What a definition of a kind with no runtime yet renders as: a visible refusal naming the kind and
 * the error code, instead of a blank page or a crash.
 */
export function NoRuntime({ kind }: { kind: DefinitionKind }) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  return <Result status="warning" title={formatMessage(noRuntimeCode, lang, [kind])} subTitle={noRuntimeCode} data-error-code={noRuntimeCode} />;
}
