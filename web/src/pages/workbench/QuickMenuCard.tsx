import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { quickMenuLimit, type MenuItem } from '@wharf/engine';
import { Button, Card, Empty, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices, useSettings } from '../../app/ServicesContext';
import { menuIcon } from '../../layouts/shell/menuIcons';
import { useShellMenu } from '../../layouts/shell/ShellContext';
import { useMenuOpener } from '../../layouts/shell/useMenuOpener';
import { flattenMenu, menuTitle } from '../../menus/menuNavigation';
import { addQuickMenuId, moveQuickMenuId } from './quickMenuOrder';

function SortableQuickItem({ item, title, onOpen, onRemove, removeLabel }: { item: MenuItem; title: string; onOpen(): void; onRemove(): void; removeLabel: string }) {
  // A group, not dnd-kit's default button: it holds the open and remove buttons, and a button may not
  // contain others (axe nested-interactive). It stays focusable, so the keyboard still picks it up.
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, attributes: { role: 'group' } });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    opacity: isDragging ? 0.6 : 1,
  };
  return (
    <Flex ref={setNodeRef} style={style} align="center" data-testid="quick-item" data-menu-id={item.id} {...attributes} {...listeners}>
      <Button icon={menuIcon(item.meta.icon)} onClick={onOpen}>
        {title}
      </Button>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`${removeLabel} ${title}`} onClick={onRemove} />
    </Flex>
  );
}

/**
 * The quick-start menu (spec §2, §5): open an entry, drag to reorder, add or remove, at most 27;
 * every change is saved with sysUserSettings/save and read back through the permission list.
 */
export function QuickMenuCard() {
  const { t } = useTranslation();
  const services = useServices();
  const { quickList, menu } = useShellMenu();
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);
  const openMenu = useMenuOpener();
  // A small distance keeps clicks as clicks; only a real drag reorders.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = quickList.map((item) => item.id);
  const candidates = flattenMenu(menu).filter((item) => !item.hidden && !(item.children && item.children.length > 0) && !ids.includes(item.id));

  const save = async (next: string[]) => {
    const envelope = await services.api.saveQuickMenu(next);
    const permissions = services.session.getState().permissions;
    if (envelope.success && permissions) services.session.getState().setPermissions({ ...permissions, quickMenu: next });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void save(moveQuickMenuId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))).catch(() => undefined);
  };

  return (
    <Card
      title={t('workbench.quickMenu')}
      extra={
        <Select
          size="small"
          style={{ minWidth: 180 }}
          placeholder={<><PlusOutlined /> {t('quick.add')}</>}
          aria-label={t('quick.add')}
          value={null}
          disabled={ids.length >= quickMenuLimit}
          options={candidates.map((item) => ({ value: item.id, label: menuTitle(item, language, secondLanguage) }))}
          onChange={(id: string) => void save(addQuickMenuId(ids, id)).catch(() => undefined)}
          data-testid="quick-add"
        />
      }
    >
      {quickList.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noQuickMenu')} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <Flex wrap gap={8} data-testid="quick-menu">
              {quickList.map((item) => (
                <SortableQuickItem
                  key={item.id}
                  item={item}
                  title={menuTitle(item, language, secondLanguage)}
                  removeLabel={t('quick.remove')}
                  onOpen={() => openMenu(item)}
                  onRemove={() => void save(ids.filter((id) => id !== item.id)).catch(() => undefined)}
                />
              ))}
            </Flex>
          </SortableContext>
        </DndContext>
      )}
    </Card>
  );
}
