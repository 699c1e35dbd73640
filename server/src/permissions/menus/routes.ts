import { menuTreeSchema, permissionTreeSchema, isFreeSchema, menuRecordSchema, noResultSchema, copiedMenuSchema, definitionMenuSchema, visitListSchema, idListSchema } from '@wharf/schemas';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage, menuKinds, menuPages } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withPlatform } from '../../db/withPlatform';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { accessDenied, notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { grantedPermissions } from '../../platform/access/grantedPermissions';
import { isPlatformOperator } from '../../platform/access/platformOperator';
import { requirePermission } from '../../platform/access/requirePermission';
import { menuBrowseRoutes } from './menuBrowseRoutes';
import { loadVisitList } from './visitList';
import { withTenant } from '../../db/withTenant';
import { visibleMenus as visibleMenusOf } from './visibleMenus';
import { addDefinitionMenu, type FormMenuInput } from './definitionMenu';
import { addMenu, copyMenu, deleteMenu, editMenu, isMenuCodeFree, menuTree, type MenuNode } from './menuOperations';
import { addTenantMenu, assertMenuBuilder, deleteTenantMenu, editTenantMenu } from './tenantMenus';
import { joinParentPackages, ownMenuIds } from './tenantPackage';
import type { MenuInput } from './menuRecord';
import type { Knex } from 'knex';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const nullableText = (maxLength: number) => ({ type: 'string', maxLength, nullable: true }) as const;
// Menu codes: letters, digits, underscore and hyphen, at most 100 characters (spec §5, §9).
const menuCode = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const titleText = { type: 'string', maxLength: 100 } as const;

const menuProperties = {
  parentId: { ...uuid, nullable: true },
  name: { type: 'string', minLength: 1, maxLength: 100 },
  menuCode,
  menuType: { type: 'string', enum: ['0', '1', '2'] },
  path: nullableText(255),
  component: nullableText(255),
  url: { type: 'string', maxLength: 500, nullable: true, pattern: '^(https?://[^\\s]*|/[^\\s]*)?$' },
  perms: { type: 'string', maxLength: 255, nullable: true, pattern: '^[A-Za-z0-9_:.-]*$' },
  permsType: { type: 'string', enum: ['1', '2'], default: '1' },
  sortNo: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  icon: nullableText(100),
  hidden: { type: 'boolean', default: false },
  keepAlive: { type: 'boolean', default: false },
  back: { type: 'string', enum: ['0', '1'], default: '0' },
  visitorAccess: { type: 'boolean', default: false },
  defaultShortcut: { type: 'boolean', default: false },
  topFlag: { type: 'boolean', default: false },
  groupId: { type: 'string', maxLength: 64, nullable: true, default: null },
  reminderMenu: { type: 'boolean', default: false },
  status: { type: 'string', enum: ['0', '1'], default: '0' },
  titles: { type: 'object', properties: { zhCn: titleText, enUs: titleText, thTh: titleText, zhTw: titleText }, additionalProperties: false, default: {} },
  componentProps: {
    type: 'array',
    maxItems: 50,
    default: [],
    items: { type: 'object', properties: { label: { type: 'string', minLength: 1, maxLength: 100 }, value: { type: 'string', maxLength: 500 } }, required: ['label', 'value'], additionalProperties: false },
  },
} as const;
const required = ['name', 'menuCode', 'menuType'];
const addSchema = { type: 'object', properties: menuProperties, required, additionalProperties: false } as unknown as JSONSchemaType<MenuInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...menuProperties }, required: ['id', ...required], additionalProperties: false } as unknown as JSONSchemaType<MenuInput & { id: string }>;
const idBody: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'], additionalProperties: false };
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const formMenuSchema: JSONSchemaType<FormMenuInput> = {
  type: 'object',
  properties: { parentId: uuid, title: { type: 'string', minLength: 1, maxLength: 100 }, menuCode },
  required: ['parentId', 'title', 'menuCode'],
  additionalProperties: false,
};
const checkQuery: JSONSchemaType<{ menuCode: string; id?: string }> = { type: 'object', properties: { menuCode: { type: 'string', minLength: 1, maxLength: 200 }, id: { ...uuid, nullable: true } }, required: ['menuCode'] };

/** Fills the optional fields a request left out (ajv's defaults cover most; parentId needs null). */
function menuInput(body: Partial<MenuInput>): MenuInput {
  return { ...(body as MenuInput), parentId: body.parentId ?? null, path: body.path ?? null, component: body.component ?? null, url: body.url ?? null, perms: body.perms ?? null, icon: body.icon ?? null };
}

interface PermissionTreeNode {
  key: string;
  title: string;
  menuType: string;
  perms: string | null;
  children?: PermissionTreeNode[];
}

function permissionTree(nodes: readonly MenuNode[], lang: string): PermissionTreeNode[] {
  const titleKey = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' }[lang] ?? 'zhCn';
  return nodes.map((node) => ({
    key: node.id,
    title: node.titles[titleKey] || node.name,
    menuType: node.menuType,
    perms: node.perms,
    ...(node.children ? { children: permissionTree(node.children, lang) } : {}),
  }));
}

/**
 * Menu and permission management (spec §6, §7 permission calls). Menus are platform records:
 * the platform operator adds, edits, deletes and copies any of them; a tenant's builders (issue
 * 18 §3: administrators, menu editors, page publishers) add menus, top-level ones too, to their
 * tenant's own package and rename, move and delete those (`tenantMenus.ts`). Reading is for
 * whoever edits role permissions: the operator sees every menu, anyone else what the tenant's
 * packages hold (the set a role of the tenant can be granted).
 */
export function menuRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'menus';
  const base = '/api/system/permission';
  const operatorOnly = async (req: Request, _res: Response, next: NextFunction) => {
    if (!(await isPlatformOperator(ctx, caller(req)))) throw accessDenied();
    next();
  };
  router.use(`${base}/copy`, operatorOnly);
  const isOperator = (req: Request) => isPlatformOperator(ctx, caller(req));
  router.use([`${base}/list`, `${base}/queryTreeList`, `${base}/checkOnlyPermisson`], requirePermission(ctx, 'systemRole:view'));

  const visibleMenus = (req: Request) => visibleMenusOf(ctx, req);

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Menus and buttons as a tree', tag, response: menuTreeSchema }, async (req, res) => {
    res.json(envelope(menuTree(await visibleMenus(req))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryTreeList`, summary: 'The permission tree for the role permission editor, with every id', tag, response: permissionTreeSchema }, async (req, res) => {
    const menus = await visibleMenus(req);
    res.json(envelope({ treeList: permissionTree(menuTree(menus), requestLanguage(req)), ids: menus.map((menu) => menu.id) }));
  });
  apiRoute(router, { method: 'get', path: `${base}/checkOnlyPermisson`, summary: 'Whether a menu code is free', tag, query: checkQuery, response: isFreeSchema }, async (req, res, { query }) => {
    // The menu being edited is left out of the check, but only one the caller may manage: another tenant's menu id changes nothing.
    const ownId = query.id && !(await isPlatformOperator(ctx, caller(req)))
      ? ((await inCallerTenant(ctx, req, (trx) => grantedPermissions(trx, '', 'tenant-admin').where('p.id', query.id).first('p.id'))) as { id: string } | undefined)?.id
      : query.id;
    const isFree = await withPlatform(ctx.db, (trx) => isMenuCodeFree(trx, query.menuCode, ownId));
    const message = isFree ? okMessage(req) : formatMessage('menus/code-exists', requestLanguage(req), [query.menuCode]);
    res.json({ ...envelope(isFree, message), success: isFree });
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: "Add a menu or button (the operator anywhere; a tenant's builders to their own package)", tag, body: addSchema, response: menuRecordSchema }, async (req, res, { body }) => {
    const lang = requestLanguage(req);
    const menu = (await isOperator(req))
      ? await ctx.owner.transaction(async (trx: Knex.Transaction) => {
        const added = await addMenu(trx, caller(req).userId, menuInput(body), lang);
        // It joins its parent's packages (platform records, the owner's to write), so tenants holding the parent can grant it.
        await joinParentPackages(trx, added.id, added.parentId);
        return added;
      })
      : await addTenantMenu(ctx, caller(req), menuInput(body), lang);
    res.json(envelope(menu, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: "Edit a menu or button (the operator any; a tenant's builders their own)", tag, body: editSchema, response: menuRecordSchema }, async (req, res, { body }) => {
    const { id, ...rest } = body;
    const menu = (await isOperator(req))
      ? await withPlatform(ctx.db, (trx) => editMenu(trx, caller(req).userId, id, menuInput(rest), requestLanguage(req)))
      : await editTenantMenu(ctx, caller(req), id, menuInput(rest), requestLanguage(req));
    res.json(envelope(menu, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: "Delete a menu with everything under it (the operator any; a tenant's builders their own)", tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    if (await isOperator(req)) await withPlatform(ctx.db, (trx) => deleteMenu(trx, query.id));
    else await deleteTenantMenu(ctx, caller(req), query.id);
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/ownMenuIds`, summary: "The ids of the menus the caller's tenant made itself (those its builders may change)", tag, response: idListSchema }, async (req, res) => {
    const who = caller(req);
    await assertMenuBuilder(ctx, who);
    res.json(envelope(await ownMenuIds(ctx.owner, who.tenantId)));
  });
  apiRoute(router, { method: 'post', path: `${base}/copy`, summary: 'Copy a top-level menu with everything under it (platform operator)', tag, body: idBody, response: copiedMenuSchema }, async (req, res, { body }) => {
    const copy = await withPlatform(ctx.db, (trx) => copyMenu(trx, caller(req).userId, body.id, requestLanguage(req)));
    res.json(envelope(copy, okMessage(req)));
  });
  // A tenant's builders put their own published forms and views on the tenant's menu (see definitionMenu.ts).
  // `addDefinitionMenu` checks the kind's publish permission itself (eformForm:publish, eformView:edit).
  // One route per kind the engine's `menuPages` lets on a menu (`/api/eform/forms/:code/menu`, `…/views/…`).
  for (const kind of menuKinds) {
    apiRoute(router, { method: 'post', path: `/api/eform/${menuPages[kind].collection}/:code/menu`, summary: `Put a published ${kind} on the tenant's menu`, tag, body: formMenuSchema, response: definitionMenuSchema }, async (req, res, { body }) => {
      const code = String(req.params.code);
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(code)) throw notFound();
      res.json(envelope(await addDefinitionMenu(ctx, caller(req), kind, code, body, requestLanguage(req)), okMessage(req)));
    });
  }
  // Like getUserPermissionByToken: the signed-in user's own grants, read where their user row lives.
  apiRoute(router, { method: 'get', path: `${base}/getVisitList`, summary: 'The pages the current user may visit by route, flat (hidden ones included)', tag: 'session', response: visitListSchema }, async (req, res) => {
    const { homeTenantId, userId } = caller(req);
    res.json(envelope({ menu: await withTenant(ctx.db, homeTenantId, (trx) => loadVisitList(trx, userId, requestLanguage(req))) }));
  });
  router.use(menuBrowseRoutes(ctx));
  return router;
}
