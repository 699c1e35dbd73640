import { Alert, Button, Modal, Spin, theme } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { sliderTexts } from '../../i18n/catalogues/sliderTexts';
import { appLanguages } from '../../i18n/languages';

/** What `GET /api/system/slider/challenge` answers. */
export interface SliderChallenge {
  challengeId: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
}

export interface SliderVerificationProps {
  open: boolean;
  /** A right answer: the single-use token the next login call carries. */
  onVerified(sliderToken: string): void;
  onCancel(): void;
}

interface TrackPoint {
  x: number;
  y: number;
  t: number;
}

/** The server takes at most this many samples of a drag. */
const maxTrackPoints = 400;
/** The piece image is this wide; the handle is too, so the piece follows the handle exactly. */
const pieceSize = 50;

const withTexts = new WeakSet<object>();

/** At most `maxTrackPoints` samples, evenly picked, always keeping the first and the last. */
function thinTrack(track: TrackPoint[]): TrackPoint[] {
  if (track.length <= maxTrackPoints) return track;
  const step = (track.length - 1) / (maxTrackPoints - 1);
  return Array.from({ length: maxTrackPoints }, (_, i) => track[Math.round(i * step)]!);
}

type Phase = 'loading' | 'ready' | 'checking' | 'passed' | 'loadFailed';

/**
 * The slider puzzle (spec §2 "slider verification"): the background with its gap and the piece
 * at its height; the user drags the handle (pointer events, so mouse, pen and touch alike) and
 * the drag's track is sent with the drop. A wrong drop shows the failure and a fresh puzzle;
 * a right one hands the token on.
 */
export function SliderVerification({ open, onVerified, onCancel }: SliderVerificationProps) {
  const { t } = useTranslation();
  const { http, i18n } = useServices();
  if (!withTexts.has(i18n)) {
    for (const lang of appLanguages) i18n.addResourceBundle(lang, 'translation', sliderTexts[lang], true, false);
    withTexts.add(i18n);
  }
  const { token } = theme.useToken();
  const [challenge, setChallenge] = useState<SliderChallenge | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('loading');
  const [hasFailed, setHasFailed] = useState(false);
  const [x, setX] = useState(0);
  const drag = useRef<{ pointerId: number; startClientX: number; startClientY: number; startedAt: number; track: TrackPoint[] } | undefined>(undefined);
  // A keyboard drag: arrows move the handle, Enter drops it (see onKeyDown).
  const keyDrag = useRef<{ startedAt: number; track: TrackPoint[] } | undefined>(undefined);

  const loadChallenge = useCallback(async () => {
    setPhase('loading');
    setX(0);
    keyDrag.current = undefined;
    try {
      const answer = await http.request<SliderChallenge>('GET', '/system/slider/challenge', { isQuiet: true });
      setChallenge(answer.result);
      setPhase('ready');
    } catch {
      setPhase('loadFailed');
    }
  }, [http]);

  useEffect(() => {
    if (!open) return;
    setHasFailed(false);
    void loadChallenge();
  }, [open, loadChallenge]);

  const maxX = (challenge?.width ?? 320) - pieceSize;

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startClientX: event.clientX, startClientY: event.clientY, startedAt: performance.now(), track: [{ x: 0, y: 0, t: 0 }] };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const nextX = Math.min(maxX, Math.max(0, event.clientX - current.startClientX));
    current.track.push({ x: nextX, y: event.clientY - current.startClientY, t: Math.round(performance.now() - current.startedAt) });
    setX(nextX);
  };

  /** The one try of this puzzle: a right drop hands the token on, a wrong one brings a new puzzle. */
  const submit = async (dropX: number, track: TrackPoint[]) => {
    if (!challenge) return;
    setX(dropX);
    setPhase('checking');
    try {
      const answer = await http.request<{ sliderToken: string }>('POST', '/system/slider/verify', { body: { challengeId: challenge.challengeId, x: dropX, track: thinTrack(track) }, isQuiet: true });
      setPhase('passed');
      onVerified(answer.result.sliderToken);
    } catch {
      // One try per puzzle: the server has burnt this one, so a fresh one replaces it.
      setHasFailed(true);
      await loadChallenge();
    }
  };

  const onPointerUp = async (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = undefined;
    const dropX = Math.min(maxX, Math.max(0, event.clientX - current.startClientX));
    current.track.push({ x: dropX, y: event.clientY - current.startClientY, t: Math.round(performance.now() - current.startedAt) });
    await submit(dropX, current.track);
  };

  // Without a pointer: arrows move the handle (2 px, 10 px with Shift), Enter drops it. The key
  // presses make the track, so their human rhythm is what the server sees.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    const step = event.shiftKey ? 10 : 2;
    const move = event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0;
    if (move !== 0) {
      event.preventDefault();
      const current = keyDrag.current ?? { startedAt: performance.now(), track: [{ x: 0, y: 0, t: 0 }] };
      keyDrag.current = current;
      const nextX = Math.min(maxX, Math.max(0, x + move));
      current.track.push({ x: nextX, y: 0, t: Math.round(performance.now() - current.startedAt) });
      setX(nextX);
    } else if (event.key === 'Enter' && keyDrag.current) {
      event.preventDefault();
      const { track } = keyDrag.current;
      keyDrag.current = undefined;
      void submit(x, track);
    }
  };

  const width = challenge?.width ?? 320;
  const height = challenge?.height ?? 160;
  return (
    <Modal open={open} title={t('slider.title')} footer={null} onCancel={onCancel} width={width + 48} destroyOnHidden maskClosable={false}>
      <div data-testid="slider-verification" style={{ width, margin: '0 auto' }}>
        <div style={{ position: 'relative', width, height, borderRadius: token.borderRadius, overflow: 'hidden', background: token.colorFillTertiary }}>
          {challenge && phase !== 'loadFailed' ? (
            <>
              <img src={challenge.background} alt={t('slider.background')} width={width} height={height} draggable={false} data-testid="slider-background" style={{ display: 'block' }} />
              <img src={challenge.piece} alt={t('slider.piece')} width={pieceSize} height={pieceSize} draggable={false} data-testid="slider-piece" style={{ position: 'absolute', left: x, top: challenge.pieceY }} />
            </>
          ) : null}
          {phase === 'loading' ? (
            <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Spin aria-label={t('slider.loading')} />
            </div>
          ) : null}
        </div>
        <div
          style={{ position: 'relative', width, height: 40, marginTop: 12, borderRadius: 20, background: token.colorFillSecondary, touchAction: 'none', userSelect: 'none' }}
        >
          <span style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: token.colorTextTertiary, fontSize: 13, pointerEvents: 'none' }}>{t('slider.hint')}</span>
          <div
            role="slider"
            aria-label={t('slider.handle')}
            aria-valuemin={0}
            aria-valuemax={maxX}
            aria-valuenow={Math.round(x)}
            tabIndex={0}
            data-testid="slider-handle"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => void onPointerUp(event)}
            onPointerCancel={() => {
              drag.current = undefined;
              setX(0);
            }}
            style={{ position: 'absolute', left: x, top: 0, width: pieceSize, height: 40, borderRadius: 20, background: phase === 'passed' ? token.colorSuccess : token.colorPrimary, cursor: phase === 'ready' ? 'grab' : 'default', display: 'flex', alignItems: 'center', justifyContent: 'center', color: token.colorTextLightSolid }}
          >
            ⟷
          </div>
        </div>
        <div style={{ minHeight: 40, marginTop: 12 }}>
          {phase === 'passed' ? <Alert type="success" showIcon title={t('slider.passed')} /> : null}
          {phase === 'loadFailed' ? (
            <Alert type="error" showIcon title={t('slider.loadFailed')} action={<Button size="small" onClick={() => void loadChallenge()}>{t('slider.refresh')}</Button>} />
          ) : hasFailed && phase !== 'passed' ? (
            <Alert type="error" showIcon title={t('slider.failed')} data-testid="slider-failed" />
          ) : null}
        </div>
        {phase === 'ready' ? (
          <Button type="link" size="small" onClick={() => void loadChallenge()} style={{ padding: 0 }}>
            {t('slider.refresh')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
