import { Flex, Spin } from 'antd';

/** A centred spinner for whole-page waits (permission loading, lazy chunks). */
export function FullPageSpin({ tip }: { tip: string }) {
  return (
    <Flex align="center" justify="center" vertical gap={12} style={{ minHeight: '60vh' }} role="status" aria-live="polite">
      <Spin size="large" />
      <span>{tip}</span>
    </Flex>
  );
}
