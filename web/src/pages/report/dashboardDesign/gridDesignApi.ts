import type { CodeOption, DimensionOption } from '@wharf/designers';
import type { ApiResult, DatasetDefinition, DefinitionBodies, DefinitionKind, PortalDefinition, PortalWidget, ReportDefinition } from '@wharf/schemas';
import { createDefinitionsApi, type DefinitionRecord } from '../../../api/definitionsApi';
import type { HttpClient } from '../../../http/httpClient';

/** The kinds designed on a grid: dashboards (report designers) and portals (portal designers). */
export type GridKind = 'dashboard' | 'portal';

/** A stored dashboard or portal (the definition store's head). */
export type GridRecord<K extends GridKind> = DefinitionRecord<DefinitionBodies[K]>;

/**
 * The grid design pages' calls: the definition store for dashboards and portals (list, read, create,
 * save with the version, publish, revisions, diff), the pickers' lists (read quietly: a list the caller
 * may not read leaves its picker empty or to typed codes).
 */
export function createGridDesignApi(http: HttpClient) {
  const definitions = createDefinitionsApi(http);
  /** A quiet read: a refusal or failure gives undefined instead of a toast. */
  const quiet = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T | undefined> => {
    try {
      const envelope = await http.request<T>('GET', path, { query, isQuiet: true });
      return envelope.success ? envelope.result : undefined;
    } catch {
      return undefined;
    }
  };
  const codes = async (kind: DefinitionKind, publishedOnly: boolean): Promise<CodeOption[]> =>
    ((await quiet<ApiResult<'GET /api/eform/definitions'>>('/eform/definitions', { kind, pageNo: 1, pageSize: 500, ...(publishedOnly ? { status: 'published' } : {}) }))?.records ?? []).map((record) => ({ code: record.code, name: record.name }));

  /** The dimensions of one widget's dataset (none when either cannot be read), asked once per widget. */
  const dimensionsOfWidget = new Map<string, Promise<DimensionOption[]>>();
  const widgetDimensions = (widgetCode: string) => {
    let found = dimensionsOfWidget.get(widgetCode);
    if (!found) {
      found = (async () => {
        const widget = await definitions.findByCode<ReportDefinition>('report', widgetCode);
        const dataset = widget?.body ? await definitions.findByCode<DatasetDefinition>('dataset', widget.body.datasetCode) : undefined;
        return (dataset?.body?.dimension ?? []).map((dimension) => ({ code: dimension.colCode, name: dimension.title, ...(dimension.dictCode ? { dictCode: dimension.dictCode } : {}) }));
      })().catch(() => []);
      dimensionsOfWidget.set(widgetCode, found);
    }
    return found;
  };

  return {
    list: (kind: GridKind, keyword?: string) => definitions.list(kind, { keyword: keyword || undefined, pageSize: 500 }),
    /** The stored head of `code`, or undefined when there is none. */
    load: <K extends GridKind>(kind: K, code: string) => definitions.findByCode<DefinitionBodies[K]>(kind, code),
    /** Stores a new definition as version 1 (a draft until published). */
    create: <K extends GridKind>(kind: K, code: string, name: string, body: DefinitionBodies[K]) => definitions.create<DefinitionBodies[K]>({ kind, code, name, body }),
    /** Saves the next version over `record` (409 when someone saved first). */
    save: <K extends GridKind>(record: GridRecord<K>, name: string, body: DefinitionBodies[K]) => definitions.update<DefinitionBodies[K]>(record.id, { version: record.version, name, body }),
    /** Publishes `version` (409 when it is no longer the head). */
    publish: (id: string, version: number) => definitions.publish(id, version),
    revisions: (id: string) => definitions.revisions(id),
    diff: (id: string, from: number, to: number) => definitions.diff(id, from, to),
    /** Published report widgets (what a dashboard item or portal widget may draw). */
    publishedWidgets: () => codes('report', true),
    /** Codes of a kind a portal widget may show (published ones: the runtime draws those). */
    publishedCodes: (kind: 'dashboard' | 'view' | 'form') => codes(kind, true),
    /** Every portal, for the base of a role override. */
    portals: () => codes('portal', false),
    /** The widgets of a stored portal's head. */
    portalWidgets: async (portalCode: string): Promise<PortalWidget[]> => {
      const record = await definitions.findByCode<PortalDefinition>('portal', portalCode);
      if (!record?.body) throw new Error(portalCode);
      return record.body.widgets;
    },
    /** The dimensions of the datasets behind `widgetCodes`, each column once (a dashboard filter's choices). */
    dimensions: async (widgetCodes: readonly string[]): Promise<DimensionOption[]> => {
      const all = (await Promise.all(widgetCodes.map(widgetDimensions))).flat();
      return all.filter((dimension, i) => all.findIndex((other) => other.code === dimension.code) === i);
    },
    dictionaries: async (): Promise<CodeOption[]> => ((await quiet<Array<{ code: string }>>('/eform/dict/init')) ?? []).map((dict) => ({ code: dict.code, name: dict.code })),
    roles: async (): Promise<CodeOption[]> => ((await quiet<ApiResult<'GET /api/system/role/queryall'>>('/system/role/queryall')) ?? []).map((role) => ({ code: role.roleCode, name: role.roleName })),
  };
}

export type GridDesignApi = ReturnType<typeof createGridDesignApi>;
