import { ConfigProvider, Tabs, theme, type TabsProps } from 'antd';
import { useContext, useRef, type KeyboardEvent, type MouseEvent } from 'react';

type TabItem = NonNullable<TabsProps['items']>[number];

interface WrappingTabBarProps {
  /** rc-tabs' id: its panels are `<id>-panel-<key>`, labelled by `<id>-tab-<key>`. */
  id: string;
  activeKey: string;
  items: readonly TabItem[];
  onSelect(key: string, event: MouseEvent | KeyboardEvent): void;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A tab bar whose tabs wrap onto a second line when they do not fit. antd's own bar hides the tabs that
 * do not fit behind a "more" button it puts inside the `tablist`, which may hold only tabs (axe
 * `aria-required-children`, critical): the view designer's tabs at 375 px in English and Thai. The
 * classes are antd's, so the tabs look as antd draws them; arrows, Home and End move between tabs.
 */
function WrappingTabBar({ id, activeKey, items, onSelect }: WrappingTabBarProps) {
  const { token } = theme.useToken();
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('tabs');
  const bar = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    const index = enabled.findIndex((item) => item.key === activeKey);
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[step(Math.max(index, 0), enabled.length)]!;
    onSelect(next.key, event);
    bar.current?.querySelector<HTMLElement>(`[id="${id}-tab-${next.key}"]`)?.focus();
  };
  return (
    <div ref={bar} role="tablist" aria-orientation="horizontal" className={`${prefix}-nav`} style={{ flexWrap: 'wrap', columnGap: token.marginLG }} onKeyDown={onKeyDown} data-wrapping-tabs="">
      {items.map((item) => {
        const isActive = item.key === activeKey;
        return (
          <div
            key={item.key}
            className={`${prefix}-tab${isActive ? ` ${prefix}-tab-active` : ''}${item.disabled ? ` ${prefix}-tab-disabled` : ''}`}
            // The active tab's ink line, drawn on the tab itself (antd's ink bar follows a single row).
            style={{ margin: 0, boxShadow: isActive ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined }}
            onClick={(event) => !item.disabled && onSelect(item.key, event)}
          >
            <div
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-controls={`${id}-panel-${item.key}`}
              aria-selected={isActive}
              aria-disabled={item.disabled || undefined}
              tabIndex={isActive ? 0 : -1}
              className={`${prefix}-tab-btn`}
            >
              {item.icon}
              {item.label}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * antd's `Tabs` with a bar that wraps instead of hiding tabs behind a "more" button: for designers whose
 * tabs (longer in some languages) do not fit a phone's width.
 */
export function WrappingTabs(props: Omit<TabsProps, 'renderTabBar'>) {
  const items = props.items ?? [];
  return (
    <Tabs
      {...props}
      renderTabBar={(bar) => <WrappingTabBar id={bar.id ?? ''} activeKey={String(bar.activeKey ?? '')} items={items} onSelect={(key, event) => bar.onTabClick(key, event)} />}
    />
  );
}
