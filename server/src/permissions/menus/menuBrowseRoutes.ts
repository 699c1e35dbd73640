import { menuListSchema, submenuListSchema, submenusByParentSchema, menuLevelSchema, menuTreeWithoutButtonsSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { uuidPattern, uuidPatternText } from '@wharf/engine';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requirePermission } from '../../platform/access/requirePermission';
import { menuTree } from './menuOperations';
import type { MenuRecord } from './menuRecord';
import { visibleMenus } from './visibleMenus';

const uuid = { type: 'string', pattern: uuidPattern } as const;
const parentQuery: JSONSchemaType<{ parentId: string }> = { type: 'object', properties: { parentId: uuid }, required: ['parentId'] };
// Comma-joined, at most 100 parents.
const parentsQuery: JSONSchemaType<{ parentIds: string }> = {
  type: 'object',
  properties: { parentIds: { type: 'string', maxLength: 100 * 37, pattern: `^${uuidPatternText}(,${uuidPatternText}){0,99}$` } },
  required: ['parentIds'],
};
const asyncQuery: JSONSchemaType<{ pid?: string }> = { type: 'object', properties: { pid: { ...uuid, nullable: true } }, required: [] };

/** Children of each visible menu, in display order (visibleMenus is already sorted). */
function childrenByParent(menus: readonly MenuRecord[]): Map<string | null, MenuRecord[]> {
  const byParent = new Map<string | null, MenuRecord[]>();
  const ids = new Set(menus.map((menu) => menu.id));
  for (const menu of menus) {
    // A menu whose parent the caller cannot see is shown at the top, as the tree does.
    const parent = menu.parentId && ids.has(menu.parentId) ? menu.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), menu]);
  }
  return byParent;
}

/**
 * The menu browsing calls of spec §7 (lists and lazy trees for menu and permission pickers), over
 * the same visible menus as the menu page: the operator sees all, a tenant administrator the
 * tenant's packages. A parent the caller cannot see is a 404.
 */
export function menuBrowseRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'menus';
  const base = '/api/system/permission';
  const paths = ['getSystemMenuList', 'getSystemSubmenu', 'getSystemSubmenuBatch', 'queryListAsync', 'queryVirtualTreeList'].map((p) => `${base}/${p}`);
  router.use(paths, requirePermission(ctx, 'systemRole:view'));

  apiRoute(router, { method: 'get', path: `${base}/getSystemMenuList`, summary: 'The top-level menus', tag, response: menuListSchema }, async (req, res) => {
    res.json(envelope(childrenByParent(await visibleMenus(ctx, req)).get(null) ?? []));
  });
  apiRoute(router, { method: 'get', path: `${base}/getSystemSubmenu`, summary: 'The menus and buttons directly under one menu', tag, query: parentQuery, response: submenuListSchema }, async (req, res, { query }) => {
    const menus = await visibleMenus(ctx, req);
    if (!menus.some((menu) => menu.id === query.parentId)) throw notFound();
    res.json(envelope(childrenByParent(menus).get(query.parentId) ?? []));
  });
  apiRoute(router, { method: 'get', path: `${base}/getSystemSubmenuBatch`, summary: 'The menus and buttons directly under each of several menus, by parent id', tag, query: parentsQuery, response: submenusByParentSchema }, async (req, res, { query }) => {
    const menus = await visibleMenus(ctx, req);
    const parentIds = [...new Set(query.parentIds.split(','))];
    const visible = new Set(menus.map((menu) => menu.id));
    if (parentIds.some((id) => !visible.has(id))) throw notFound();
    const byParent = childrenByParent(menus);
    res.json(envelope(Object.fromEntries(parentIds.map((id) => [id, byParent.get(id) ?? []]))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryListAsync`, summary: 'One level of the menu tree for lazy loading: the top, or under pid; each says whether it has children', tag, query: asyncQuery, response: menuLevelSchema }, async (req, res, { query }) => {
    const menus = await visibleMenus(ctx, req);
    if (query.pid && !menus.some((menu) => menu.id === query.pid)) throw notFound();
    const byParent = childrenByParent(menus);
    res.json(envelope((byParent.get(query.pid ?? null) ?? []).map((menu) => ({ ...menu, hasChild: (byParent.get(menu.id)?.length ?? 0) > 0 }))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryVirtualTreeList`, summary: 'The menu tree without buttons (what a parent picker offers)', tag, response: menuTreeWithoutButtonsSchema }, async (req, res) => {
    res.json(envelope(menuTree((await visibleMenus(ctx, req)).filter((menu) => menu.menuType !== '2'))));
  });
  return router;
}
