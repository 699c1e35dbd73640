import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

interface IssuedTicket {
  service: string;
  user: string;
  attributes: Record<string, string>;
}

export interface CasTestServer {
  /** The CAS base URL, with a context path as real deployments have: `http://127.0.0.1:port/cas`. */
  url: string;
  /** Issues a service ticket as CAS would after a successful login at `/cas/login`. */
  issueTicket(service: string, user: string, attributes?: Record<string, string>): string;
  /** CAS 2 servers have no `/p3/serviceValidate`; set to answer it with 404. */
  isCas2Only: boolean;
  /** When set, serviceValidate answers this text verbatim (hostile server answers). */
  rawAnswer: string | undefined;
  /** Every validation request seen, for assertions about service and ticket. */
  validations: URLSearchParams[];
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function successXml(ticket: IssuedTicket): string {
  const attributes = Object.entries(ticket.attributes).map(([name, value]) => `<cas:${name}>${escapeXml(value)}</cas:${name}>`).join('');
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>`
    + `<cas:user>${escapeXml(ticket.user)}</cas:user><cas:attributes>${attributes}</cas:attributes>`
    + `</cas:authenticationSuccess></cas:serviceResponse>`;
}

function failureXml(code: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="${code}">`
    + `Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`;
}

/**
 * A small CAS protocol server on a loopback port: service tickets are single use and bound to
 * the service they were issued for, as the CAS 2/3 protocol requires of serviceValidate.
 */
export async function startCasTestServer(): Promise<CasTestServer> {
  const tickets = new Map<string, IssuedTicket>();
  const app = express();
  const state = { isCas2Only: false, rawAnswer: undefined as string | undefined, validations: [] as URLSearchParams[] };

  const validate = (isCas3: boolean) => (req: express.Request, res: express.Response) => {
    if (isCas3 && state.isCas2Only) {
      res.status(404).send('not found');
      return;
    }
    const params = new URL(req.originalUrl, 'http://cas').searchParams;
    state.validations.push(params);
    res.type('application/xml');
    if (state.rawAnswer !== undefined) {
      res.send(state.rawAnswer);
      return;
    }
    const ticket = tickets.get(params.get('ticket') ?? '');
    tickets.delete(params.get('ticket') ?? '');
    if (!ticket) res.send(failureXml('INVALID_TICKET'));
    else if (ticket.service !== params.get('service')) res.send(failureXml('INVALID_SERVICE'));
    else res.send(successXml(ticket));
  };
  app.get('/cas/p3/serviceValidate', validate(true));
  app.get('/cas/serviceValidate', validate(false));

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`;
  return Object.assign(state, {
    url,
    issueTicket(service: string, user: string, attributes: Record<string, string> = {}) {
      const ticket = `ST-${randomBytes(12).toString('hex')}-cas-test`;
      tickets.set(ticket, { service, user, attributes });
      return ticket;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
