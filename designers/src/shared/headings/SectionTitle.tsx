import { theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Size = 'h4' | 'h5';

/**
 * A designer's heading at its place in the page's outline, drawn at a panel's size. The page's
 * h1 is the tab's (or the full-page designer's) title, so a designer's own headings are h2: an
 * antd `Title` of level 4 or 5 after the h1 skips levels (axe `heading-order`, issue 20).
 */
export function SectionTitle({ children, size = 'h5', style, testId }: { children: ReactNode; size?: Size; style?: CSSProperties; testId?: string }) {
  const { token } = theme.useToken();
  const fontSize = size === 'h4' ? token.fontSizeHeading4 : token.fontSizeHeading5;
  const lineHeight = size === 'h4' ? token.lineHeightHeading4 : token.lineHeightHeading5;
  return (
    <Typography.Title level={2} style={{ fontSize, lineHeight, ...style }} data-testid={testId}>
      {children}
    </Typography.Title>
  );
}
