/**
 * Server messages may carry a message code, a default text and arguments joined by this mark
 * (spec §8), e.g. `system/already-exists@@{0} already exists@@admin`.
 */
export const serverMessageMark = '@@';

export interface CodedMessage {
  code: string;
  defaultValue: string;
  args: string[];
}

/** Splits a coded server message; plain messages come back as `undefined`. */
export function parseServerMessage(message: string): CodedMessage | undefined {
  if (!message.includes(serverMessageMark)) return undefined;
  const [code = '', defaultValue = '', ...args] = message.split(serverMessageMark);
  return { code, defaultValue, args };
}

/** Replaces `{0}`, `{1}`… with the arguments, leaving unknown placeholders as they are. */
export function substituteArgs(template: string, args: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => args[Number(index)] ?? whole);
}

/**
 * The text to show for a server message: a coded message is translated by `translate`
 * (which returns undefined for an unknown code), else its default value; placeholders are substituted.
 */
export function localiseServerMessage(message: string, translate: (code: string) => string | undefined): string {
  const coded = parseServerMessage(message);
  if (!coded) return message;
  const template = translate(coded.code) ?? (coded.defaultValue || coded.code);
  return substituteArgs(template, coded.args);
}
