import { consoleMenu, consoleTestServer, type ConsoleTestServer } from '../testing/consoleTestServer';

type Handler = (body: unknown) => { status: number; body: unknown };

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });

/** The console menu with the organisation extras' pages added. */
const orgConsoleMenu = [
  ...consoleMenu,
  page('system/PositionList', '/system/position', '职务管理'),
  page('system/JobList', '/system/job', '岗位管理'),
  page('system/TagList', '/system/tag', '标签管理'),
  page('system/DivisionList', '/system/division', '事业部管理'),
];

/** `consoleTestServer` whose menu also holds the positions, jobs, tags and divisions pages. */
export function orgConsoleTestServer(buttons: readonly string[], answers: Record<string, Handler>): ConsoleTestServer {
  return consoleTestServer(buttons, answers, orgConsoleMenu);
}
