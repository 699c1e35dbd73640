import type { ModuleRouter, RouterMount, ScheduledJobKind, ServerComposition, ServerModule } from '../platform/module';
import type { PublishChecks } from '../platform/publishChecks';
import type { RouterRef } from './routerOrder';

function mountsOf(modules: ReadonlyArray<ServerModule>, order: ReadonlyArray<RouterRef>, isPublic: boolean): RouterMount[] {
  const key = isPublic ? 'publicRouters' : 'routers';
  const declared = new Map<string, ModuleRouter>();
  for (const module of modules) {
    for (const [name, router] of Object.entries(module[key] ?? {})) declared.set(`${module.name}.${name}`, router);
  }
  const mounts: RouterMount[] = [];
  for (const ref of order) {
    const id = `${ref.module.name}.${ref.name}`;
    if (mounts.some((mount) => `${mount.module}.${mount.name}` === id)) throw new Error(`router order: ${id} is mounted twice`);
    const router = declared.get(id);
    if (ref.isPublic !== isPublic || !router) throw new Error(`router order: ${id} is not a ${isPublic ? 'public ' : ''}router of a module in the table`);
    declared.delete(id);
    mounts.push({ module: ref.module.name, name: ref.name, router });
  }
  if (declared.size > 0) throw new Error(`router order: ${[...declared.keys()].join(', ')} ${declared.size === 1 ? 'is' : 'are'} not mounted (add to app/routerOrder.ts)`);
  return mounts;
}

/** The modules' publish checks by kind; a kind checked by two modules throws at start. */
function publishChecksOf(modules: ReadonlyArray<ServerModule>): PublishChecks {
  const checks: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [kind, check] of Object.entries(module.publishChecks ?? {})) {
      if (owners.has(kind)) throw new Error(`publish check of ${kind}: given by ${owners.get(kind)} and ${module.name}`);
      owners.set(kind, module.name);
      checks[kind] = check;
    }
  }
  return checks as PublishChecks;
}

/** The modules' scheduled job kinds by name; a name given twice throws at start. */
function jobKindsOf(modules: ReadonlyArray<ServerModule>): ReadonlyMap<string, ScheduledJobKind> {
  const kinds = new Map<string, ScheduledJobKind>();
  for (const module of modules) {
    for (const kind of module.jobKinds ?? []) {
      if (kinds.has(kind.name)) throw new Error(`job kind ${kind.name} of ${module.name} is already a job kind of another module`);
      kinds.set(kind.name, kind);
    }
  }
  return kinds;
}

/**
 * Assembles the modules into what the platform runs: routers in the given order (each module's
 * router exactly once, else it throws at start), every module's tasks (a job name twice throws),
 * crontab lines, seed steps and hooks in table order.
 */
export function composeModules(modules: ReadonlyArray<ServerModule>, order: { publicRouters: ReadonlyArray<RouterRef>; routers: ReadonlyArray<RouterRef> }): ServerComposition {
  const names = modules.map((module) => module.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`module table: ${repeated} appears twice`);
  const jobKinds = jobKindsOf(modules);
  return {
    publicRouters: mountsOf(modules, order.publicRouters, true),
    routers: mountsOf(modules, order.routers, false),
    tasks: (jobs) => {
      const taskList: ReturnType<ServerComposition['tasks']> = {};
      for (const module of modules) {
        for (const [jobName, task] of Object.entries(module.tasks?.(jobs) ?? {})) {
          if (jobName in taskList) throw new Error(`task ${jobName} of ${module.name} is already a task of another module`);
          taskList[jobName] = task;
        }
      }
      return taskList;
    },
    crontab: modules.flatMap((module) => module.crontab ?? []).join('\n'),
    jobKinds,
    seeds: modules.flatMap((module) => module.seeds ?? []),
    publishChecks: publishChecksOf(modules),
    logoutUrl: async (ctx, tenantId, sessionId) => {
      for (const module of modules) {
        const url = await module.logoutUrl?.(ctx, tenantId, sessionId);
        if (url) return url;
      }
      return null;
    },
    start: async (ctx) => {
      for (const module of modules) await module.start?.(ctx);
    },
    stop: async (ctx) => {
      for (const module of modules) await module.stop?.(ctx);
    },
  };
}
