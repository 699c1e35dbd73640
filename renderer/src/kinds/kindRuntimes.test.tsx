import { render, screen } from '@testing-library/react';
import { definitionKinds } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { field, formOf } from '../form/testSupport';
import { kindRuntimes, type KindRuntimes } from './kindRuntimes';

const services = { dictItems: async () => [] };

describe('kindRuntimes', () => {
  it('is exhaustive: a registry without a kind does not typecheck', () => {
    const { portal: _left, ...partial } = kindRuntimes;
    // @ts-expect-error portal is missing, so this is not a KindRuntimes
    const incomplete: KindRuntimes = partial;
    expect(Object.keys(incomplete).sort()).toEqual(definitionKinds.filter((kind) => kind !== 'portal').sort());
  });

  it('forms, views, reports, portals and dashboards have runtimes; every other kind is the explicit fallback with its error code', () => {
    expect(definitionKinds.filter((kind) => kindRuntimes[kind].hasRuntime)).toEqual(['form', 'view', 'report', 'portal', 'dashboard']);
    for (const kind of definitionKinds) {
      const runtime = kindRuntimes[kind];
      if (!runtime.hasRuntime) expect(runtime.errorCode).toBe('definition/no-runtime');
    }
  });

  it('the form entry loads the real FormRenderer', async () => {
    const Form = kindRuntimes.form.Component;
    render(<Form definition={formOf([field('entryNo', 'input')])} mode="add" services={services} />);
    expect(await screen.findByText('EntryNo')).toBeTruthy();
  });

  it('a kind with no runtime shows the message naming it and the error code', async () => {
    const Warning = kindRuntimes.warning.Component;
    const { container } = render(<Warning />);
    expect(await screen.findByText('Definitions of kind warning have no runtime yet')).toBeTruthy();
    expect(container.querySelector('[data-error-code="definition/no-runtime"]')).not.toBeNull();
  });
});
