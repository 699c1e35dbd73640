let canvasAnswer: boolean | undefined;

/**
 * Whether this browser draws on a canvas (asked once). Where it cannot (jsdom, a browser with canvas
 * turned off) no chart is made; the states around the chart still show.
 */
export function drawsOnCanvas(): boolean {
  if (canvasAnswer === undefined) {
    try {
      canvasAnswer = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent) && Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      canvasAnswer = false;
    }
  }
  return canvasAnswer;
}
