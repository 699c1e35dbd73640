import { CodeOutlined } from '@ant-design/icons';
import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/ServicesContext';
import { ensureToolTexts } from '../../i18n/catalogues/toolTexts';

// The modal brings the code editor (monaco) and the designers: its own chunk, loaded when opened.
const CodeSearchModal = lazy(() => import('./CodeSearchModal').then((module) => ({ default: module.CodeSearchModal })));

/** Holders of this button see the developer code search. */
export const codeSearchPermission = 'codeSearch:view';

/**
 * The header's entry to the developer code search (spec §4 "toggled globally"): a button for
 * holders of `codeSearch:view`, and in debug mode Ctrl+Alt+F toggles it too.
 */
export function CodeSearchEntry({ isDebugOn }: { isDebugOn: boolean }) {
  ensureToolTexts(useServices().i18n);
  // The element directive's rule (the search itself answers 403 to anyone without the button).
  const isGranted = useSession((state) => hasElementPermission(codeSearchPermission, {
    auth: state.permissions?.auth as PermissionEntry[] | undefined,
    allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined,
  }));
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = () => {
    setWasOpened(true);
    setIsOpen(true);
  };
  useEffect(() => {
    if (!isDebugOn || !isGranted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || !event.altKey || event.key.toLowerCase() !== 'f') return;
      event.preventDefault();
      setWasOpened(true);
      setIsOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isDebugOn, isGranted]);
  if (!isGranted) return null;
  return (
    <>
      <Button type="text" icon={<CodeOutlined />} aria-label={t('codeSearch.open')} title={t('codeSearch.open')} onClick={open} data-testid="open-code-search" />
      {wasOpened ? (
        <Suspense fallback={null}>
          <CodeSearchModal isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
