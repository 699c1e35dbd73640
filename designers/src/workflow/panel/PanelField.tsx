import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A labelled row of the property panel (the control carries the same label as its accessible name). */
export function PanelField(props: { label: string; children: ReactNode; hint?: string; error?: string }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {props.label}
      </Typography.Text>
      {props.children}
      {props.hint ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {props.hint}
        </Typography.Text>
      ) : null}
      {props.error ? (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
          {props.error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
