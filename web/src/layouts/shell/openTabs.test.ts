import { describe, expect, it } from 'vitest';
import { closeOtherTabs, closeTab, openTab, type OpenTab } from './openTabs';

const tab = (key: string, isClosable = true): OpenTab => ({ key, fullPath: key, isKeptAlive: true, isClosable });
const home = tab('/workbench', false);

describe('open tabs', () => {
  it('opens once and refreshes the query of an open tab', () => {
    const tabs = openTab(openTab([home], tab('/a')), tab('/a'));
    expect(tabs.map((t) => t.key)).toEqual(['/workbench', '/a']);
    expect(openTab(tabs, { ...tab('/a'), fullPath: '/a?x=1' })[1]?.fullPath).toBe('/a?x=1');
  });

  it('closing the active tab shows its right neighbour, else the left one', () => {
    const tabs = [home, tab('/a'), tab('/b')];
    expect(closeTab(tabs, '/a', '/a').next?.key).toBe('/b');
    expect(closeTab(tabs, '/b', '/b').next?.key).toBe('/a');
    expect(closeTab(tabs, '/b', '/a').next).toBeUndefined();
  });

  it('never closes the home tab', () => {
    expect(closeTab([home], '/workbench', '/workbench').tabs).toEqual([home]);
    expect(closeOtherTabs([home, tab('/a'), tab('/b')], '/b').map((t) => t.key)).toEqual(['/workbench', '/b']);
    expect(closeOtherTabs([home, tab('/a')], undefined)).toEqual([home]);
  });
});
