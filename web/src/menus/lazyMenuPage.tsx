import { Result, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary';
import { lazyNamed } from '../routes/lazyWithTimeout';
import type { MenuPageComponent, MenuPageProps } from './menuPageRegistry';

function ChunkFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  return <Result status="error" title={t('menu.pageLoadFailed')} subTitle={error.message} />;
}

/**
 * A menu page loaded on first use: its chunk (designers, grids, editors) stays out of the login
 * route's JavaScript. The tab shows a spinner while it loads and an error if the chunk fails.
 */
export function lazyMenuPage(load: () => Promise<Record<string, unknown>>, exportName: string): MenuPageComponent {
  const Page = lazyNamed<MenuPageProps>(load, exportName);
  function LazyMenuPage(props: MenuPageProps) {
    return (
      <ChunkErrorBoundary resetKey={props.item.path} fallback={(error) => <ChunkFailed error={error} />}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyMenuPage.displayName = `Lazy(${exportName})`;
  return LazyMenuPage;
}
