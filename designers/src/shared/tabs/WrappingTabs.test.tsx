import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WrappingTabs } from './WrappingTabs';

const items = ['Basic settings', 'Columns', 'Query fields', 'Buttons', 'Parameters', 'Page settings', 'Preview'].map((label, index) => ({ key: `k${index}`, label, children: <p>{`${label} panel`}</p> }));

function Controlled() {
  const [active, setActive] = useState('k0');
  return <WrappingTabs id="walk" activeKey={active} onChange={setActive} items={items} />;
}

/** What the tablist holds besides its tabs (WAI-ARIA: nothing; axe's aria-required-children). */
const strangersInTablist = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="tablist"] *')].filter((element) => element.matches('button, [role]:not([role="tab"]), [aria-haspopup]'));

afterEach(cleanup);

describe('WrappingTabs', () => {
  it('keeps only tabs in its tablist, where antd keeps its "more" button', () => {
    // antd's own bar, for comparison: the more button sits inside the tablist (hidden until tabs overflow).
    const antd = render(<Tabs id="antd" items={items} />);
    expect(strangersInTablist(antd.container).length).toBeGreaterThan(0);
    antd.unmount();
    const { container } = render(<Controlled />);
    expect(screen.getAllByRole('tab')).toHaveLength(items.length);
    expect(strangersInTablist(container)).toEqual([]);
  });

  it('labels each panel by its tab and marks the selected one', () => {
    render(<Controlled />);
    const first = screen.getByRole('tab', { name: 'Basic settings' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('tabindex')).toBe('0');
    const panel = document.getElementById(first.getAttribute('aria-controls')!);
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.getAttribute('aria-labelledby')).toBe(first.id);
    expect(screen.getByRole('tab', { name: 'Columns' }).getAttribute('tabindex')).toBe('-1');
  });

  it('selects by click and moves with the arrows, Home and End (focus follows)', () => {
    render(<Controlled />);
    fireEvent.click(screen.getByText('Buttons'));
    expect(screen.getByRole('tab', { name: 'Buttons' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Buttons panel')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Buttons' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Parameters' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Parameters' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Basic settings' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lets its tabs wrap onto more lines instead of hiding them', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist').style.flexWrap).toBe('wrap');
  });
});
