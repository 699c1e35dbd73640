/** One open page tab of the shell. Tabs are keyed by path; the query of the last visit is kept. */
export interface OpenTab {
  key: string;
  fullPath: string;
  isKeptAlive: boolean;
  isClosable: boolean;
}

/** Adds the tab or refreshes its address, keeping the order tabs were opened in. */
export function openTab(tabs: readonly OpenTab[], tab: OpenTab): OpenTab[] {
  const index = tabs.findIndex((candidate) => candidate.key === tab.key);
  if (index === -1) return [...tabs, tab];
  if (tabs[index]?.fullPath === tab.fullPath) return tabs as OpenTab[];
  return tabs.map((candidate, position) => (position === index ? { ...candidate, fullPath: tab.fullPath } : candidate));
}

/** Closes a tab; returns the remaining tabs and, if the closed tab was active, the neighbour to show. */
export function closeTab(tabs: readonly OpenTab[], key: string, activeKey: string): { tabs: OpenTab[]; next?: OpenTab } {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1 || !tabs[index]?.isClosable) return { tabs: [...tabs] };
  const remaining = tabs.filter((tab) => tab.key !== key);
  if (key !== activeKey) return { tabs: remaining };
  return { tabs: remaining, next: remaining[index] ?? remaining[index - 1] };
}

/** Keeps the tabs that cannot be closed plus, optionally, one tab. */
export function closeOtherTabs(tabs: readonly OpenTab[], keepKey: string | undefined): OpenTab[] {
  return tabs.filter((tab) => !tab.isClosable || tab.key === keepKey);
}
