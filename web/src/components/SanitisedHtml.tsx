import { useEffect, useState } from 'react';

export interface SanitisedHtmlProps {
  /** HTML written by a user (an administrator's message or announcement). */
  html: string;
  testId?: string;
}

/**
 * Shows user HTML through the renderer's one sanitiser (`sanitizeHtml`: no scripts, no style
 * sheets, no inline url(), no outside images). The sanitiser and DOMPurify load with the first
 * message opened, not with the page; nothing is shown until the sanitised markup is ready.
 */
export function SanitisedHtml({ html, testId }: SanitisedHtmlProps) {
  const [safe, setSafe] = useState<string | undefined>();
  useEffect(() => {
    let isCurrent = true;
    void import('@wharf/renderer/html').then(({ sanitizeHtml }) => {
      if (isCurrent) setSafe(sanitizeHtml(html));
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);
  return <div data-testid={testId} dangerouslySetInnerHTML={{ __html: safe ?? '' }} />;
}
