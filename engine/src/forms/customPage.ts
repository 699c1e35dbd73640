import type { FormDefinition } from '@wharf/schemas';

/**
 * An address a form's custom page may have (`pcUrl`, `mobileUrl`): a path of this site (`/…`, not
 * `//host`) or an http(s) address. Anything else (`javascript:`, `data:`…) could run in the user's session.
 */
export function isPageAddress(address: string): boolean {
  return /^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i.test(address);
}

/** How a record of a form is opened: drawn from its fields, or on the custom page at its address. */
export type FormPage =
  | { kind: 'designed' }
  | { kind: 'custom'; url: string }
  /** No fields to draw and no custom page for this device (spec §8 "pcUrl not configured"). */
  | { kind: 'unconfigured'; field: 'pcUrl' | 'mobileUrl' };

export interface FormPageTarget {
  isMobile: boolean;
  mode: 'add' | 'edit' | 'view';
  /** The record, for edit and view. */
  id?: string;
}

/**
 * Which page a form's record opens on (spec §3 form pcUrl, mobileUrl; §8 "pcUrl not configured"). A
 * form with fields (or sub-tables) is drawn from them. A form without any is a custom page: its
 * `mobileUrl` on a phone (else its `pcUrl`), its `pcUrl` on a computer, given the form code, the mode and
 * the record id as query parameters. Without an address it can use, there is nothing to show: the
 * caller says so rather than drawing an empty form.
 */
export function formPageOf(form: Pick<FormDefinition, 'formCode' | 'fields' | 'subTables' | 'pcUrl' | 'mobileUrl'>, target: FormPageTarget): FormPage {
  if (form.fields.length > 0 || (form.subTables?.length ?? 0) > 0) return { kind: 'designed' };
  const address = (target.isMobile ? form.mobileUrl || form.pcUrl : form.pcUrl)?.trim();
  if (!address || !isPageAddress(address)) return { kind: 'unconfigured', field: target.isMobile && !form.pcUrl ? 'mobileUrl' : 'pcUrl' };
  const query = new URLSearchParams({ formCode: form.formCode, mode: target.mode, ...(target.id ? { id: target.id } : {}) });
  const [beforeHash, hash] = address.split('#', 2) as [string, string | undefined];
  return { kind: 'custom', url: `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query.toString()}${hash === undefined ? '' : `#${hash}`}` };
}
