import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A large screen's design size when its definition sets none. */
export const defaultDesignSize = { width: 1920, height: 1080 };

/**
 * How a design of `design` size fits a `box`: scaled uniformly (never distorted) to the largest size
 * that fits, centred.
 */
export function fitDesign(design: { width: number; height: number }, box: { width: number; height: number }): { scale: number; left: number; top: number } {
  if (box.width <= 0 || box.height <= 0) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(box.width / design.width, box.height / design.height);
  return { scale, left: (box.width - design.width * scale) / 2, top: (box.height - design.height * scale) / 2 };
}

export interface LargeScreenFrameProps {
  width: number;
  height: number;
  background: string;
  /** Above the scaled design (title, filters not placed on the grid, the full-screen button's neighbours). */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The large-screen frame: the viewport filled with the background, the design drawn at its fixed size
 * and scaled with a CSS transform to fit (so a 1920×1080 design looks the same on any wall), and a
 * button that puts the frame into full screen (the Fullscreen API) and out again.
 */
export function LargeScreenFrame({ width, height, background, header, children }: LargeScreenFrameProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [isFullScreen, setFullScreen] = useState(false);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const measure = () => setBox((previous) => (previous.width === stage.clientWidth && previous.height === stage.clientHeight ? previous : { width: stage.clientWidth, height: stage.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frameRef.current && frameRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.();
  };
  const fit = fitDesign({ width, height }, box);

  return (
    <div ref={frameRef} data-testid="dashboard-large-screen" style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', background, overflow: 'hidden' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 12px' }}>
        <div style={{ flex: 1, minWidth: 0 }}>{header}</div>
        <Button type="text" onClick={toggle} icon={isFullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} data-testid="dashboard-full-screen">
          {isFullScreen ? t('dashboard.exitFullScreen') : t('dashboard.fullScreen')}
        </Button>
      </div>
      <div ref={stageRef} style={{ flex: 1, position: 'relative', minHeight: 0 }}>
        <div
          data-testid="dashboard-design"
          data-scale={fit.scale.toFixed(4)}
          style={{ position: 'absolute', left: fit.left, top: fit.top, width, height, transform: `scale(${fit.scale})`, transformOrigin: '0 0' }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
