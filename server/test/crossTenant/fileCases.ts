import type { TestApp } from '../support/testApp';
import type { SweepCase } from './cases';

/** The victim's stored file: an attachment uploaded by demo's administrator for an announcement (not published). */
export interface VictimFiles {
  fileId: string;
}

/** Uploads the victim's file through demo's own administrator, as the announcement page does. */
export async function prepareVictimFiles(app: TestApp, demo: string): Promise<VictimFiles> {
  const response = await fetch(`${app.url}/api/files/upload?purpose=announcement&fileName=victim.txt`, { method: 'POST', headers: { 'X-Access-Token': demo, 'Content-Type': 'application/octet-stream' }, body: 'only demo may read this' });
  const body = (await response.json()) as { result?: { id?: string } };
  if (response.status !== 201 || !body.result?.id) throw new Error(`victim fixture: file upload ${response.status} ${JSON.stringify(body)}`);
  return { fileId: body.result.id };
}

/**
 * Files (issue 18 §5). The upload names the victim's form (acme has no such form: 404); the file
 * reads (ours and the spec's two paths) name the victim's file id, which row-level security hides.
 */
export const fileSweepCases: SweepCase[] = [
  { operation: 'POST /api/files/upload', request: (v) => ({ path: `/api/files/upload?purpose=form&formCode=${v.formCode}&colCode=attachments&fileName=a.txt` }) },
  { operation: 'GET /api/files/{id}', request: (v) => ({ path: `/api/files/${v.fileId}` }) },
  { operation: 'GET /acmp/api/dcAcmp/getFile/{name}', request: (v) => ({ path: `/acmp/api/dcAcmp/getFile/${v.fileId}` }) },
  { operation: 'GET /cs/api/dcCsUpload/getFile/{name}', request: (v) => ({ path: `/cs/api/dcCsUpload/getFile/${v.fileId}` }) },
  // A system message naming the victim's file as its attachment: not found in the attacker's tenant (400 at /body/attachmentIds/0).
  { operation: 'POST /api/system/message/sysMessage/add', request: (v) => ({ path: '/api/system/message/sysMessage/add', body: { esTitle: 'x', esType: 'system', esReceiver: 'acme_admin', esContent: 'x', attachmentIds: [v.fileId] } }), outcome: 'unknownReference' },
];
