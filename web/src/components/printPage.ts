/** How long printing without a preview waits before asking the browser to print (spec §9). */
export const printDelayMs = 200;

export interface PrintOptions {
  delayMs?: number;
  print?: () => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Prints `target` alone (print.css hides the shell and everything else): marks it and the body,
 * waits `delayMs` so the marks and any late layout are applied, calls the browser's print (which
 * returns once the print dialog is done), then removes the marks.
 */
export async function printPage(target: HTMLElement, { delayMs = printDelayMs, print = () => window.print(), wait = sleep }: PrintOptions = {}): Promise<void> {
  const body = target.ownerDocument.body;
  const unmark = () => {
    body.classList.remove('wharf-printing');
    target.classList.remove('wharf-print-target');
  };
  body.classList.add('wharf-printing');
  target.classList.add('wharf-print-target');
  await wait(delayMs);
  try {
    print();
  } finally {
    unmark();
  }
}
