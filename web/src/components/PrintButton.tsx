import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/ServicesContext';
import { ensureToolTexts } from '../i18n/catalogues/toolTexts';
import { printPage } from './printPage';
import './print.css';

/**
 * Prints the page content around it: the nearest element marked `data-print-area` (the form or
 * list page), without the shell's menus, header and tabs. The button itself is left off the sheet.
 */
export function PrintButton() {
  ensureToolTexts(useServices().i18n);
  const { t } = useTranslation();
  const print = (event: MouseEvent<HTMLElement>) => {
    const area = event.currentTarget.closest<HTMLElement>('[data-print-area]');
    if (area) void printPage(area);
  };
  return (
    <Button className="wharf-no-print" icon={<PrinterOutlined />} data-testid="print-page" onClick={print}>
      {t('print.action')}
    </Button>
  );
}
