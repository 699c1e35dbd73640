import { TranslationOutlined } from '@ant-design/icons';
import { untranslatedTextCount } from '@wharf/engine';
import { Badge, Button, Drawer, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsEditor, type TranslationEdit } from './TranslationsEditor';

export interface TranslationsButtonProps<T> {
  definition: T;
  onEdit: TranslationEdit<T>;
  isReadOnly?: boolean;
}

/**
 * A designer's toolbar entry to its texts' translations: the count of texts still lacking a language
 * on the button, the editor of every text in a drawer.
 */
export function TranslationsButton<T>({ definition, onEdit, isReadOnly }: TranslationsButtonProps<T>) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const missing = useMemo(() => untranslatedTextCount(definition), [definition]);
  return (
    <>
      <Badge count={missing} size="small" overflowCount={999} title={t('designer.translations.missingCount', { count: missing })}>
        <Button icon={<TranslationOutlined />} data-testid="translations-open" data-missing-count={missing} onClick={() => setOpen(true)}>
          {t('designer.translations.open')}
        </Button>
      </Badge>
      <Drawer title={t('designer.translations.title')} open={isOpen} onClose={() => setOpen(false)} size={520} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('designer.translations.hint')}</Typography.Paragraph>
        <TranslationsEditor definition={definition} onEdit={onEdit} {...(isReadOnly ? { isReadOnly } : {})} />
      </Drawer>
    </>
  );
}
