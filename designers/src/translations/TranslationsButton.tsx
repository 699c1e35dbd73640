import { TranslationOutlined } from '@ant-design/icons';
import { untranslatedTextCount } from '@wharf/engine';
import type { DefinitionKind } from '@wharf/schemas';
import { Badge, Button, Drawer, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsEditor, type TranslationEdit } from './TranslationsEditor';

export interface TranslationsButtonProps<T> {
  /** The definition's kind: its schema says which strings are builder texts. */
  kind: DefinitionKind;
  definition: T;
  onEdit: TranslationEdit<T>;
  isReadOnly?: boolean;
}

/**
 * A designer's toolbar entry to its texts' translations: the count of texts still lacking a language
 * on the button, the editor of every text in a drawer.
 */
export function TranslationsButton<T>({ kind, definition, onEdit, isReadOnly }: TranslationsButtonProps<T>) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const missing = useMemo(() => untranslatedTextCount(kind, definition), [kind, definition]);
  return (
    <>
      <Badge count={missing} size="small" overflowCount={999} title={t('designer.translations.missingCount', { count: missing })}>
        <Button icon={<TranslationOutlined />} data-testid="translations-open" data-missing-count={missing} onClick={() => setOpen(true)}>
          {t('designer.translations.open')}
        </Button>
      </Badge>
      <Drawer title={t('designer.translations.title')} open={isOpen} onClose={() => setOpen(false)} size={520} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('designer.translations.hint')}</Typography.Paragraph>
        <TranslationsEditor kind={kind} definition={definition} onEdit={onEdit} {...(isReadOnly ? { isReadOnly } : {})} />
      </Drawer>
    </>
  );
}
