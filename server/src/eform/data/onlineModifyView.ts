import { formatMessage, isUuid, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError } from '../../http/errors';

/** A 400 with the spec's message (§5) as the answer's message and the body path it is about. */
function refusal(code: string, lang: Language): AppError {
  return new AppError(400, code, [], { errors: [{ path: '/body/viewId', code, message: formatMessage(code, lang) }] });
}

/**
 * Online modification is a view's action (spec §5): the request names the view it was made in
 * (`viewId`, "viewId cannot be empty"), and that published view, over this form, must hold a button
 * with `openType` `handleOnlineModify` ("online-modify button config not found"). A view of another
 * tenant, an unpublished one or one over another form has no such button for this form: the same 400.
 * Whether the caller may use the button is the form's access answer (`batchModify`), asked apart.
 */
export async function assertOnlineModifyView(trx: Knex.Transaction, formCode: string, viewId: string | undefined, lang: Language): Promise<void> {
  if (viewId === undefined || viewId.trim() === '') throw refusal('formData/view-id-empty', lang);
  if (!isUuid(viewId)) throw refusal('formData/online-modify-button-missing', lang);
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.id': viewId, 'd.kind': 'view' })
    .first<{ form_code: string | null; has_button: boolean } | undefined>(
      trx.raw("r.body ->> 'formCode' as form_code"),
      trx.raw(`coalesce(r.body -> 'buttons', '[]'::jsonb) @> '[{"openType":"handleOnlineModify"}]'::jsonb as has_button`),
    );
  if (!row || row.form_code !== formCode || !row.has_button) throw refusal('formData/online-modify-button-missing', lang);
}
